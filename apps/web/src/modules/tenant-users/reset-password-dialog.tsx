import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type ResetPasswordInput, resetPasswordInputSchema, type TenantUser } from '@wb/contract/tenant-users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '@/components/password-strength';
import { useResetPassword } from './tenant-users-api';
import { describeError, translateMessage } from '@/app/messages';
import { applyServerErrors } from '@/app/server-errors';

/** An admin sets a new password for a user (POST /tenant-users/{id}/reset-password). */
export function ResetPasswordDialog({ user, onClose }: { user: TenantUser; onClose: (done?: boolean) => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, watch } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { newPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ id: user.id, input: values });
      onClose(true);
    } catch (err) {
      if (!applyServerErrors(t, err, setError, ['newPassword'])) setFailure(describeError(t, err));
    }
  });
  return (
    <Dialog open onClose={() => onClose()} maxWidth="xs" fullWidth data-testid="reset-password-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{t('tenantUsers:reset.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('tenantUsers:reset.text', { name: `${user.firstName} ${user.lastName}` })}
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            {...register('newPassword')}
            type="password"
            autoComplete="new-password"
            label={t('tenantUsers:reset.newPassword')}
            error={!!formState.errors.newPassword}
            helperText={translateMessage(t, formState.errors.newPassword?.message)}
            fullWidth
            autoFocus
          />
          <PasswordStrength password={watch('newPassword')} userInputs={[user.firstName, user.lastName, user.email]} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('tenantUsers:reset.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
