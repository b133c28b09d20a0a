import { Box, LinearProgress, Typography } from '@mui/material';
import type { PasswordCheck } from '@wb/contract/messages/password';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from './use-debounced-value';

const colours = ['error', 'error', 'warning', 'success', 'success'] as const;

/**
 * A live strength bar for a new password, with the reason a weak one would be refused, in the
 * user's language. The check is the server's own (zxcvbn-ts, @wb/contract/password-strength),
 * loaded with a dynamic import the first time a password is typed: its dictionaries (some 3 MB)
 * never weigh on the first page. The server decides; this only tells beforehand.
 */
export function PasswordStrength({ password, userInputs = [] }: { password: string | undefined; userInputs?: string[] }) {
  const { t } = useTranslation();
  const typed = useDebouncedValue(password ?? '', 250);
  const inputs = userInputs.join('\n');
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  useEffect(() => {
    if (!typed) return setCheck(null);
    let current = true;
    void import('@wb/contract/password-strength').then(({ checkPasswordStrength }) => {
      if (current) setCheck(checkPasswordStrength({ password: typed, userInputs: inputs.split('\n') }));
    });
    return () => {
      current = false;
    };
  }, [typed, inputs]);
  if (!password || !check) return null;
  return (
    <Box data-testid="password-strength" data-score={check.score} aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={(check.score + 1) * 20}
        color={colours[check.score]}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color={check.strong ? 'success.main' : 'error.main'}>
        {check.strong ? t('common:passwordStrength.strong') : t(`common:passwordStrength.reasons.${check.reason ?? 'tooWeak'}`)}
      </Typography>
    </Box>
  );
}
