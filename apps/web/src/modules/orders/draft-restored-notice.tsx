import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Says that the order on screen is the one in progress before the page reloaded, with a way to start afresh. */
export function DraftRestoredNotice({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      data-testid="draft-restored"
      onClose={onKeep}
      slotProps={{ closeButton: { title: t('orders:draft.keep'), 'aria-label': t('orders:draft.keep') } }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard} sx={{ minHeight: 48 }} data-testid="draft-discard">
          {t('orders:draft.discard')}
        </Button>
      }
    >
      {t('orders:draft.restored')}
    </Alert>
  );
}
