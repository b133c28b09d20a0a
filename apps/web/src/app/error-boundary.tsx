import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null };

/** Catches a page's rendering error and offers a retry; a new resetKey (route) clears it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error) {
    // A chunk that failed to load (after a deploy) is not worth logging.
    if (!/Failed to fetch dynamically imported module|Loading chunk/.test(error.message)) console.error(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
  }
}

function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 3 }} role="alert">
      <Alert severity="error" action={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}>
        <AlertTitle>{t('common:errors.boundaryTitle')}</AlertTitle>
        {t('common:errors.boundaryText')}
      </Alert>
    </Box>
  );
}
