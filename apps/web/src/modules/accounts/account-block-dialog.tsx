import { Button, TextField } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@/components/dialog';
import { blockAccountInputSchema } from '@wb/contract/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockAccount } from './accounts-api';
import { describeError, translateMessage } from '@/app/messages';

/** Blocks an account by administration, with the reason (no orders for it until it is unblocked). */
export function AccountBlockDialog({ accountId, open, onClose }: { accountId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const block = useBlockAccount(accountId);
  const submit = async () => {
    const parsed = blockAccountInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message) ?? null);
      return;
    }
    try {
      await block.mutateAsync(parsed.data);
      setReason('');
      setError(null);
      onClose();
    } catch (err) {
      setError(describeError(t, err));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('accounts:blocked.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('accounts:blocked.dialogText')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          label={t('accounts:blocked.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { 'data-testid': 'block-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void submit()} disabled={block.isPending} data-testid="block-confirm">
          {t('accounts:blocked.block')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
