import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ChangePasswordInput, changePasswordInputSchema } from '@wb/contract/account-security';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '@/components/password-strength';
import { useChangePassword } from './account-api';
import { applyFieldErrors, describeAccountError } from './account-errors';
import { FormTextField } from '@/components/form-fields';

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: current, new and confirmation; the person's other sessions end. */
export function PasswordCard() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInputSchema), defaultValues: empty });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      form.reset(empty);
      enqueueSnackbar(t('account:password.changed', { count: result.endedSessions }), { variant: 'success' });
    } catch (err) {
      const placed = applyFieldErrors(err, form.setError, ['currentPassword', 'newPassword', 'confirmPassword']);
      if (!placed) enqueueSnackbar(describeAccountError(t, err, 'account:errors.changePasswordFailed'), { variant: 'error' });
    }
  });

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('account:password.title')}
        </Typography>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 480 }} data-testid="password-form">
          <FormTextField
            control={form.control}
            name="currentPassword"
            type="password"
            label={t('account:password.current')}
            required
            autoComplete="current-password"
          />
          <FormTextField
            control={form.control}
            name="newPassword"
            type="password"
            label={t('account:password.new')}
            helperText={t('common:validation.minLength', { count: 8 })}
            required
            autoComplete="new-password"
          />
          <PasswordStrength password={form.watch('newPassword')} />
          <FormTextField
            control={form.control}
            name="confirmPassword"
            type="password"
            label={t('account:password.confirm')}
            required
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start', minHeight: 48 }}>
            {t('account:password.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
