import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { api } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { useAuth } from '@/app/auth/auth-context';
import { PublicCard } from './public-card';
import { useAccountTexts } from './use-account-texts';
import { ResendOrSignIn } from './verification-sent';

/**
 * /verify-email/{token}: opens the link once (the query runs once, also under StrictMode) and
 * shows success, or why the link does not work with a way to a new one. A signed-in person (who
 * confirmed a new address) goes on to /dashboard, like on every public page.
 */
export function VerifyEmailPage() {
  useAccountTexts();
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { status } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const query = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => api('POST /auth/verify-email', { body: { token }, auth: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const signedIn = status === 'authenticated';

  useEffect(() => {
    if (signedIn && query.isSuccess)
      enqueueSnackbar(t('account:verify.successSignedIn', { email: query.data.email }), { variant: 'success' });
  }, [signedIn, query.isSuccess, query.data, enqueueSnackbar, t]);

  if (signedIn && !query.isPending) return <Navigate to="/dashboard" replace />;

  return (
    <PublicCard title={t('account:verify.title')}>
      {query.isPending && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('account:verify.checking')}</Typography>
        </Stack>
      )}
      {query.isSuccess && (
        <Stack spacing={2} data-testid="verify-success">
          <Alert severity="success">{t('account:verify.success', { email: query.data.email })}</Alert>
          <Button component={Link} to="/login" variant="contained" sx={{ alignSelf: 'flex-start', minHeight: 48 }}>
            {t('account:verify.toLogin')}
          </Button>
        </Stack>
      )}
      {query.isError && (
        <Stack spacing={2} data-testid="verify-failed">
          <Alert severity="error">{t(failureKey(query.error))}</Alert>
          <ResendOrSignIn />
        </Stack>
      )}
    </PublicCard>
  );
}

function failureKey(err: unknown): string {
  if (!(err instanceof ApiError)) return 'account:verify.failed';
  const reason = err.details.find((d) => d.path === 'token')?.message;
  if (err.code === 'INVALID_TOKEN' && reason === 'expired') return 'account:verify.expired';
  if (err.code === 'INVALID_TOKEN' && reason === 'used') return 'account:verify.used';
  if (err.code === 'INVALID_TOKEN' || err.code === 'VALIDATION_FAILED') return 'account:verify.invalid';
  return 'account:verify.failed';
}
