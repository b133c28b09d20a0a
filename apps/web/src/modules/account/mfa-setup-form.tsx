import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { totpCodeSchema } from '@wb/contract/auth';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { detailMessage, translateMessage } from '@/app/messages';
import { useMfaSetup, useMfaVerify } from './account-api';
import { describeAccountError } from './account-errors';

/** Switching two-factor on: scan the QR code (or type the key), confirm with a code, keep the recovery codes. */
export function MfaSetupForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const setup = useMfaSetup();
  const verify = useMfaVerify();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate: startSetup } = setup;

  useEffect(() => startSetup(), [startSetup]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = totpCodeSchema.safeParse(code.replace(/\s/g, ''));
    if (!parsed.success || !setup.data) return setCodeError(parsed.error?.issues[0]?.message);
    setCodeError(undefined);
    try {
      await verify.mutateAsync({ totpCode: parsed.data, mfaSecret: setup.data.secret });
    } catch (err) {
      const detail = err instanceof ApiError ? err.details.find((d) => d.path === 'totpCode' || d.path === 'mfaSecret') : undefined;
      if (detail) setCodeError(detailMessage(detail));
      else setFailure(describeAccountError(t, err, 'account:errors.verifyMfaFailed'));
    }
  };

  const codes = verify.data?.recoveryCodes;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }} data-testid="mfa-setup">
      <Typography variant="subtitle1" gutterBottom>
        {t('account:mfa.setupTitle')}
      </Typography>
      {codes ? (
        <>
          <Box>
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('account:mfa.enabled')}
            </Alert>
            <Typography sx={{ mb: 1 }}>{t('account:mfa.recoveryIntro')}</Typography>
            <Box component="ul" data-testid="recovery-codes" sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1.05rem', pl: 3 }}>
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </Box>
          </Box>
          <Button variant="contained" onClick={onClose}>
            {t('account:mfa.done')}
          </Button>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Box sx={{ maxWidth: 480 }}>
            {setup.isPending && <CircularProgress aria-label="loading" />}
            {setup.isError && <Alert severity="error">{describeAccountError(t, setup.error, 'account:errors.setupMfaFailed')}</Alert>}
            {setup.data && (
              <Stack spacing={2}>
                <Typography>{t('account:mfa.scan')}</Typography>
                <Box
                  component="img"
                  src={setup.data.qrCode}
                  alt={t('account:mfa.qrAlt')}
                  sx={{ width: 220, height: 220, bgcolor: '#fff' }}
                />
                <Typography variant="body2">{t('account:mfa.manual')}</Typography>
                <Typography data-testid="mfa-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', direction: 'ltr' }}>
                  {setup.data.secret}
                </Typography>
                {failure && <Alert severity="error">{failure}</Alert>}
                <TextField
                  label={t('account:mfa.code')}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  error={!!codeError}
                  helperText={translateMessage(t, codeError)}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'mfa-setup-code' } }}
                />
              </Stack>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={!setup.data || verify.isPending}>
              {t('account:mfa.confirm')}
            </Button>
            <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
