import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { acceptInvitationInputSchema } from '@wb/contract/tenant-users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '@/app/api/api-error';
import { LanguageSelect } from '@/components/language-select';
import { useAcceptInvitation, useInvitation } from './tenant-users-api';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { PasswordStrength } from '@/components/password-strength';
import { describeError, translateMessage } from '@/app/messages';
import { applyServerErrors } from '@/app/server-errors';

const formSchema = acceptInvitationInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { error: 'Passwords do not match', path: ['confirmPassword'] });
type FormValues = z.input<typeof formSchema>;

/** Public: the invitee, from the link in the e-mail, chooses a password and can then sign in. */
export function InviteAcceptPage() {
  useLazyNamespace('tenantUsers');
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, watch } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await accept.mutateAsync({ token, password });
    } catch (err) {
      if (!applyServerErrors(t, err, setError, ['password'])) setFailure(describeError(t, err));
    }
  });
  const fieldError = (name: 'password' | 'confirmPassword') => ({
    error: !!formState.errors[name],
    helperText: translateMessage(t, formState.errors[name]?.message),
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
            <Typography variant="h5" component="h1">
              {t('tenantUsers:invite.title')}
            </Typography>
            <LanguageSelect />
          </Stack>
          {invitation.isPending && <CircularProgress aria-label="loading" />}
          {invitation.isError && (
            <Stack spacing={2}>
              <Alert severity="error" data-testid="invite-error">
                {linkProblem(invitation.error) === 'used' ? t('tenantUsers:invite.used') : describeError(t, invitation.error)}
              </Alert>
              <MuiLink component={Link} to="/login">
                {t('tenantUsers:invite.toLogin')}
              </MuiLink>
            </Stack>
          )}
          {accept.isSuccess && (
            <Stack spacing={2}>
              <Alert severity="success" data-testid="invite-done">
                {t('tenantUsers:invite.done', { email: accept.data.email })}
              </Alert>
              <Button component={Link} to="/login" variant="contained" data-testid="invite-to-login">
                {t('tenantUsers:invite.toLogin')}
              </Button>
            </Stack>
          )}
          {invitation.data && !accept.isSuccess && (
            <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
              <Typography data-testid="invite-intro">
                {t('tenantUsers:invite.intro', { tenant: invitation.data.tenantName, email: invitation.data.email })}
              </Typography>
              {failure && <Alert severity="error">{failure}</Alert>}
              <TextField
                {...register('password')}
                {...fieldError('password')}
                type="password"
                autoComplete="new-password"
                label={t('tenantUsers:invite.password')}
                required
                autoFocus
              />
              <PasswordStrength password={watch('password')} />
              <TextField
                {...register('confirmPassword')}
                {...fieldError('confirmPassword')}
                type="password"
                autoComplete="new-password"
                label={t('tenantUsers:invite.confirmPassword')}
                required
              />
              <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} sx={{ minHeight: 48 }}>
                {formState.isSubmitting ? t('tenantUsers:dialog.saving') : t('tenantUsers:invite.submit')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

/** Why a link does not work, as the server says: invalid, used or expired. */
function linkProblem(err: unknown): string | undefined {
  return err instanceof ApiError ? err.details.find((d) => d.path === 'token')?.message : undefined;
}
