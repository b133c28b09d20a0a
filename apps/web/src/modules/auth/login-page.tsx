import { Alert, Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import type { LoginInput } from '@wb/contract/auth';
import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/app/api/api-error';
import { useAuth } from '@/app/auth/auth-context';
import { describeError, detailMessage, translateMessage } from '@/app/messages';
import { LanguageSelect } from '@/components/language-select';
import { lazyNamed } from '@/app/lazy-named';

// The two-factor step and its texts load only for people who have two-factor switched on.
const MfaLoginStep = lazyNamed(() => import('@/modules/account/mfa-login-step'), 'MfaLoginStep');

const afterLoginDelayMs = 100;
type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * Sign-in. The server validates with the contract's schema and its field details show at the
 * fields; the page itself carries no schema library, since it is the first a visitor loads.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState(false);
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const goIn = async () => {
    await new Promise((resolve) => setTimeout(resolve, afterLoginDelayMs));
    await navigate('/', { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setUnverified(false);
    setErrors({});
    setBusy(true);
    try {
      const outcome = await login(values);
      if (outcome.kind === 'mfa') {
        setMfaToken(outcome.mfaToken);
        setBusy(false);
        return;
      }
      await goIn();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'VALIDATION_FAILED') {
        // The server's per-field details, shown at their fields.
        const fieldErrors: FieldErrors = {};
        for (const detail of err.details) fieldErrors[detail.path as keyof LoginInput] ??= detailMessage(detail);
        setErrors(fieldErrors);
        setBusy(false);
        return;
      }
      setFailure(
        err instanceof ApiError && err.code === 'INVALID_CREDENTIALS' ? t('auth:login.invalidCredentials') : describeError(t, err),
      );
      setUnverified(err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED');
      setBusy(false);
    }
  };

  const field = (name: keyof LoginInput) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: !!errors[name],
    helperText: translateMessage(t, errors[name]),
    required: true,
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Box>
              <Typography variant="h5" component="h1">
                {t('auth:login.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('auth:login.subtitle')}
              </Typography>
            </Box>
            <LanguageSelect />
          </Stack>
          {mfaToken && (
            <Suspense fallback={<CircularProgress sx={{ mt: 2 }} aria-label="loading" />}>
              <Stack sx={{ mt: 2 }}>
                <MfaLoginStep
                  mfaToken={mfaToken}
                  onSignedIn={goIn}
                  onRestart={(why) => {
                    setMfaToken(null);
                    setValues((v) => ({ ...v, password: '' }));
                    setFailure(why || null);
                  }}
                />
              </Stack>
            </Suspense>
          )}
          <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ mt: 2, display: mfaToken ? 'none' : 'flex' }}>
            {failure && (
              <Alert severity="error" data-testid="login-error">
                {failure}
                {unverified && (
                  <>
                    {' '}
                    <MuiLink component={Link} to="/resend-verification">
                      {t('auth:login.resendLink')}
                    </MuiLink>
                  </>
                )}
              </Alert>
            )}
            <TextField label={t('auth:login.email')} type="email" autoComplete="username" autoFocus {...field('email')} />
            <TextField label={t('auth:login.password')} type="password" autoComplete="current-password" {...field('password')} />
            <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
              {busy ? t('auth:login.submitting') : t('auth:login.submit')}
            </Button>
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              {t('auth:login.noAccount')}{' '}
              <MuiLink component={Link} to="/register">
                {t('auth:login.register')}
              </MuiLink>
              {' · '}
              <MuiLink component={Link} to="/register/company">
                {t('auth:login.registerCompany')}
              </MuiLink>
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
