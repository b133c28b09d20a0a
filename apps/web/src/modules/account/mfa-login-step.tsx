import { encodeMessage } from '@wb/contract/message-key';
import { Alert, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { mfaLoginInputSchema } from '@wb/contract/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { describeError, translateMessage } from '@/app/messages';
import { useAccountTexts } from './use-account-texts';
import { completeMfaLogin } from './session-grant';

/**
 * The second step of signing in (loaded only when asked for: the sign-in page is a first page) with two-factor: a code from the authenticator app, or one of
 * the recovery codes. When the attempt has ended (too many wrong codes, expired) the person
 * starts again with the password.
 */
export function MfaLoginStep({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: () => void;
  onRestart: (why: string) => void;
}) {
  useAccountTexts();
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = recovery ? { mfaToken, recoveryCode: code } : { mfaToken, totpCode: code.replace(/\s/g, '') };
    const parsed = mfaLoginInputSchema.safeParse(input);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await completeMfaLogin(parsed.data);
      onSignedIn();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === 'INVALID_MFA_CODE') {
        setFieldError(encodeMessage('auth.invalidCode'));
        setCode('');
      } else if (err instanceof ApiError && err.code === 'INVALID_TOKEN') {
        onRestart(t('account:mfaLogin.attemptEnded'));
      } else {
        setFailure(describeError(t, err));
      }
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} data-testid="mfa-step">
      <Typography>{t(recovery ? 'account:mfaLogin.recoveryIntro' : 'account:mfaLogin.intro')}</Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={t(recovery ? 'account:mfaLogin.recoveryCode' : 'account:mfaLogin.code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={!!fieldError}
        helperText={translateMessage(t, fieldError)}
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: recovery ? 'text' : 'numeric', 'data-testid': 'mfa-code' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
        {busy ? t('auth:login.submitting') : t('account:mfaLogin.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <MuiLink
          component="button"
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setFieldError(undefined);
          }}
        >
          {t(recovery ? 'account:mfaLogin.useApp' : 'account:mfaLogin.useRecovery')}
        </MuiLink>
        {' · '}
        <MuiLink component="button" type="button" onClick={() => onRestart('')}>
          {t('account:mfaLogin.back')}
        </MuiLink>
      </Typography>
    </Stack>
  );
}
