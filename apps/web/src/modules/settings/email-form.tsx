import { Alert, Button, Grid, Stack, TextField, Typography } from '@mui/material';
import type { SettingsSection } from '@wb/contract/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { describeError } from '@/app/messages';
import { FormNumberField, FormTextField } from '@/components/form-fields';
import { FormSecret } from './secret-field';
import { useSendTestEmail, useTestEmailStatus } from './settings-api';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

const toForm = (value: SettingsSection<'email'>) => ({ smtp: { ...value.smtp, auth: { ...value.smtp.auth, pass: '' } } });

/** "Send test message": through the outbox and the saved settings; its outcome is followed. */
function TestMessage({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [to, setTo] = useState(user?.email ?? '');
  const send = useSendTestEmail();
  const status = useTestEmailStatus(send.data?.id ?? null);
  const result = status.data;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1">{t('workspace:email.testTitle')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField label={t('workspace:email.testTo')} value={to} onChange={(e) => setTo(e.target.value)} type="email" size="small" />
        <Button
          variant="outlined"
          onClick={() => send.mutate(to)}
          disabled={disabled || send.isPending || !to}
          data-testid="email-test-send"
        >
          {t('workspace:email.sendTest')}
        </Button>
      </Stack>
      {disabled && <Typography variant="caption">{t('workspace:email.saveFirst')}</Typography>}
      {send.isError && <Alert severity="error">{describeError(t, send.error)}</Alert>}
      {result && (
        <Alert
          data-testid="email-test-status"
          data-status={result.status}
          severity={result.status === 'sent' ? 'success' : result.status === 'logged' ? 'info' : result.lastError ? 'error' : 'info'}
        >
          {result.status === 'sent'
            ? t('workspace:email.testSent', { to: result.to })
            : result.status === 'logged'
              ? t('workspace:email.testLogged')
              : result.lastError
                ? t('workspace:email.testFailed', { error: result.lastError })
                : t('workspace:email.testPending')}
        </Alert>
      )}
    </Stack>
  );
}

/** Outgoing mail: the company's own SMTP server; without one, the server's is used. */
export function EmailForm() {
  const { t } = useTranslation();
  const label = (field: string) => t(`workspace:email.${field}`);
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="email" value={settings.email} toForm={toForm}>
          {(form, readOnly) => (
            <Stack spacing={3}>
              <Alert severity="info">{t('workspace:email.explain')}</Alert>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormTextField name="smtp.from" label={label('from')} placeholder="Bedrijf <info@bedrijf.nl>" />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <FormTextField name="smtp.host" label={label('host')} placeholder="smtp.bedrijf.nl" />
                </Grid>
                <Grid size={{ xs: 12, md: 2 }}>
                  <FormNumberField name="smtp.port" label={label('port')} min={1} max={65535} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormTextField name="smtp.auth.user" label={label('user')} autoComplete="off" />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormSecret name="smtp.auth.pass" label={label('password')} stored={settings.email.smtp.auth.pass} />
                </Grid>
              </Grid>
              {!readOnly && <TestMessage disabled={form.formState.isDirty} />}
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
