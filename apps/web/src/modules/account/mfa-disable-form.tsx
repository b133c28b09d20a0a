import { encodeMessage } from '@wb/contract/message-key';
import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type MfaDisableInput, mfaDisableInputSchema } from '@wb/contract/account-security';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { detailMessage, translateMessage } from '@/app/messages';
import { useMfaDisable } from './account-api';
import { noteMfaFailure } from '@/modules/security/client-security-events';
import { describeAccountError } from './account-errors';

type Proof = 'password' | 'totpCode' | 'recoveryCode';

/** Switching two-factor off needs the password, a code from the app or a recovery code. */
export function MfaDisableForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const disable = useMfaDisable();
  const [proof, setProof] = useState<Proof>('password');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [wrongCodes, setWrongCodes] = useState(0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = mfaDisableInputSchema.safeParse({ [proof]: proof === 'totpCode' ? value.replace(/\s/g, '') : value } as MfaDisableInput);
    if (!parsed.success || !value) return setFieldError(parsed.error?.issues[0]?.message ?? encodeMessage('validation.required'));
    setFieldError(undefined);
    try {
      await disable.mutateAsync(parsed.data);
      enqueueSnackbar(t('account:mfa.disabled'), { variant: 'success' });
      onClose();
    } catch (err) {
      const detail = err instanceof ApiError ? err.details.find((d) => d.path === proof) : undefined;
      if (detail) {
        noteMfaFailure(wrongCodes + 1, 'disable');
        setWrongCodes(wrongCodes + 1);
      }
      if (detail) setFieldError(detailMessage(detail));
      else setFailure(describeAccountError(t, err, 'account:errors.disableMfaFailed'));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }} data-testid="mfa-disable">
      <Typography variant="subtitle1" gutterBottom>
        {t('account:mfa.disableTitle')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Typography>{t('account:mfa.disableExplain')}</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={proof}
          onChange={(_, next: Proof | null) => {
            if (!next) return;
            setProof(next);
            setValue('');
            setFieldError(undefined);
          }}
        >
          {(['password', 'totpCode', 'recoveryCode'] as const).map((p) => (
            <ToggleButton key={p} value={p}>
              {t(`account:mfa.proof.${p}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={t(`account:mfa.proof.${proof}`)}
          type={proof === 'password' ? 'password' : 'text'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={!!fieldError}
          helperText={translateMessage(t, fieldError)}
          autoFocus
          autoComplete={proof === 'password' ? 'current-password' : 'one-time-code'}
          slotProps={{ htmlInput: { 'data-testid': 'mfa-disable-value' } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" color="warning" variant="contained" disabled={disable.isPending}>
          {t('account:mfa.disable')}
        </Button>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      </Stack>
    </Box>
  );
}
