import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red button for what cannot be undone. */
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  /** Keeps the confirm button disabled (e.g. until a name is typed). */
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action takes effect; shows what went wrong when it failed. */
export function ConfirmDialog({ open, title, children, confirmLabel, danger, busy, error, disabled, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth data-testid="confirm-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="confirm-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy || disabled}
          data-testid="confirm-button"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
