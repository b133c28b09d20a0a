import { Alert, Button, Divider, Grid, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { SettingsSection } from '@wb/contract/settings';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { FormNumberField, FormSwitch, FormTextField } from '@/components/form-fields';
import { FormSecret } from './secret-field';
import { useSendTestSms, useTestTwilio } from './settings-api';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

const toForm = (value: SettingsSection<'communication'>) => ({ ...value, twilio: { ...value.twilio, authToken: '' } });

/** Tests the messaging provider with the values in the form (a blank token: the stored one). */
function TwilioTest({ form }: { form: UseFormReturn }) {
  const { t } = useTranslation();
  const test = useTestTwilio();
  const run = () => {
    const { accountSid, authToken, phoneNumber } = form.getValues('twilio') as Record<string, string>;
    test.mutate({ accountSid: accountSid ?? '', authToken: authToken ?? '', phoneNumber: phoneNumber ?? '' });
  };
  const result = test.data;
  return (
    <Stack spacing={1}>
      <Button variant="outlined" onClick={run} disabled={test.isPending} sx={{ alignSelf: 'flex-start' }} data-testid="twilio-test">
        {t('workspace:communication.testConnection')}
      </Button>
      {test.isError && <Alert severity="error">{describeError(t, test.error)}</Alert>}
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} data-testid="twilio-test-result">
          {result.ok
            ? t('workspace:communication.connected', { name: result.accountName ?? '' })
            : `${t('workspace:communication.connectionFailed')}${result.message ? ` (${result.message})` : ''}`}
        </Alert>
      )}
    </Stack>
  );
}

/** Sends a test SMS with the saved settings (answered 409 while SMS is turned off). */
function TestSms() {
  const { t } = useTranslation();
  const send = useSendTestSms();
  const [to, setTo] = useState('');
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label={t('workspace:communication.testSmsTo')}
          placeholder="+31…"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'twilio-test-sms-to' } }}
        />
        <Button variant="outlined" onClick={() => send.mutate({ to })} disabled={send.isPending || !to} data-testid="twilio-test-sms">
          {t('workspace:communication.testSms')}
        </Button>
      </Stack>
      {send.isError && <Alert severity="error">{describeError(t, send.error)}</Alert>}
      {send.isSuccess && <Alert severity="success">{t('workspace:communication.testSmsSent', { to })}</Alert>}
    </Stack>
  );
}

/** Messages: message of the day, announcements, retention, and the SMS provider. */
export function CommunicationForm() {
  const { t } = useTranslation();
  const label = (field: string) => t(`workspace:communication.${field}`);
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="communication" value={settings.communication} toForm={toForm}>
          {(form, readOnly) => (
            <Stack spacing={3}>
              <FormTextField
                name="messageOfTheDay"
                label={label('messageOfTheDay')}
                helperText={label('messageOfTheDayHint')}
                multiline
                minRows={2}
              />
              <Grid container spacing={2}>
                {(['enableAnnouncements', 'enableNotifications', 'autoDeleteOldMessages'] as const).map((name) => (
                  <Grid key={name} size={{ xs: 12, md: 6 }}>
                    <FormSwitch name={name} label={label(name)} />
                  </Grid>
                ))}
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormNumberField name="messageRetentionDays" label={label('messageRetentionDays')} min={1} />
                </Grid>
              </Grid>
              <Divider />
              <Typography variant="subtitle1">{label('provider')}</Typography>
              <FormSwitch name="twilio.enabled" label={label('providerEnabled')} />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 4 }}>
                  <FormTextField name="twilio.accountSid" label={label('accountSid')} placeholder="AC…" autoComplete="off" />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <FormSecret name="twilio.authToken" label={label('authToken')} stored={settings.communication.twilio.authToken} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <FormTextField name="twilio.phoneNumber" label={label('phoneNumber')} placeholder="+31…" />
                </Grid>
              </Grid>
              {!readOnly && <TwilioTest form={form} />}
              {!readOnly && <TestSms />}
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
