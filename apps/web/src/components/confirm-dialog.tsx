import { Alert, Button } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@/components/dialog';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone (a delete); shows why it failed, if it does. */
export function ConfirmDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
        {props.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="confirm-error">
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.busy} data-testid="confirm-button">
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
