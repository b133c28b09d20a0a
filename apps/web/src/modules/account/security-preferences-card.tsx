import { Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { type Profile, sessionTimeoutOptions } from '@wb/contract/profile';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateSecuritySettings } from './account-api';
import { describeAccountError } from './account-errors';

/** Security alerts (a mail when a new device signs in) and the session timeout (idle minutes). */
export function SecurityPreferencesCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateSecuritySettings();
  const [alerts, setAlerts] = useState(profile.securityAlerts);
  const [timeout, setTimeoutMinutes] = useState(profile.sessionTimeoutMinutes);
  const changed = alerts !== profile.securityAlerts || timeout !== profile.sessionTimeoutMinutes;

  const onSave = () =>
    save.mutate(
      { securityAlerts: alerts, sessionTimeoutMinutes: timeout },
      {
        onSuccess: () => enqueueSnackbar(t('account:preferences.saved'), { variant: 'success' }),
        onError: (err) => enqueueSnackbar(describeAccountError(t, err, 'account:errors.updateProfileFailed'), { variant: 'error' }),
      },
    );

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('account:preferences.title')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <FormControlLabel
            control={<Switch checked={alerts} onChange={(e) => setAlerts(e.target.checked)} data-testid="security-alerts" />}
            label={t('account:preferences.alerts')}
          />
          <TextField
            select
            label={t('account:preferences.timeout')}
            helperText={t('account:preferences.timeoutHelp')}
            value={timeout}
            onChange={(e) => setTimeoutMinutes(Number(e.target.value))}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'session-timeout' } }}
          >
            {sessionTimeoutOptions.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t(`account:preferences.options.${minutes}`)}
              </option>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={onSave}
            disabled={!changed || save.isPending}
            sx={{ alignSelf: 'flex-start', minHeight: 48 }}
          >
            {t('common:actions.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
