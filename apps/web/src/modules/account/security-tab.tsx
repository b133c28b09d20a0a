import { Alert, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProfile } from './account-api';
import { describeAccountError } from './account-errors';
import { MfaCard } from './mfa-card';
import { PasswordCard } from './password-card';
import { SecurityPreferencesCard } from './security-preferences-card';
import { SessionsCard } from './sessions-card';
import { useAccountTexts } from './use-account-texts';

/** Settings → Account security: password, two-factor, alerts and timeout, active sessions. */
export function SecurityTab() {
  useAccountTexts();
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <CircularProgress aria-label="loading" />;
  if (profile.isError) return <Alert severity="error">{describeAccountError(t, profile.error, 'account:errors.getProfileFailed')}</Alert>;
  return (
    <Stack spacing={2}>
      <PasswordCard />
      <MfaCard enabled={profile.data.mfaEnabled} />
      <SecurityPreferencesCard profile={profile.data} />
      <SessionsCard />
    </Stack>
  );
}
