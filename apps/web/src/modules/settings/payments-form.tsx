import { encodeMessage } from '@wb/contract/message-key';
import { Alert, Autocomplete, Button, Chip, Grid, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ProviderTestResult } from '@wb/contract/payments';
import { useState } from 'react';
import { paymentMethods, type SettingsSection } from '@wb/contract/settings';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField, FormSwitch, FormTextField } from '@/components/form-fields';
import { FormSecret } from './secret-field';
import { SectionForm } from './section-form';
import { api } from '@/app/api/api-client';
import { describeError, firstMessage, translateMessage } from '@/app/messages';
import { SettingsLoader } from './settings-loader';
import { formatDateTime } from '@/components/format';

type Payments = SettingsSection<'payments'>;
type PaymentMethod = (typeof paymentMethods)[number];

/** The form holds what a save sends: the provider's checked state is the server's to set. */
const toForm = ({ provider, ...rest }: Payments) => ({
  ...rest,
  provider: { apiKey: '', testMode: provider.testMode, webhookUrl: provider.webhookUrl },
});

function PayMethods() {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <Controller
      name="payMethods"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<PaymentMethod, true>
          multiple
          options={[...paymentMethods]}
          value={field.value as PaymentMethod[]}
          onChange={(_e, value) => field.onChange(value)}
          getOptionLabel={(option) => t(`workspace:payments.methods.${option}`)}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('workspace:payments.payMethods')}
              error={!!fieldState.error}
              helperText={translateMessage(t, firstMessage(fieldState.error))}
            />
          )}
        />
      )}
    />
  );
}

function ProviderState({ provider }: { provider: Payments['provider'] }) {
  const { t, i18n } = useTranslation();
  const validated = provider.lastValidated ? formatDateTime(provider.lastValidated, i18n.language) : t('workspace:payments.never');
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {t('workspace:payments.lastValidated')}: {validated}{' '}
        {provider.isValid !== null && (
          <Chip
            size="small"
            color={provider.isValid ? 'success' : 'error'}
            label={provider.isValid ? t('workspace:payments.valid') : t('workspace:payments.invalid')}
          />
        )}
      </Typography>
      <Typography variant="body2">
        {t('workspace:payments.terminals')}:{' '}
        {provider.terminals.length
          ? provider.terminals.map((terminal) => terminal.description || terminal.id).join(', ')
          : t('workspace:payments.noTerminals')}
      </Typography>
    </Stack>
  );
}

/**
 * "Test connection" (and so "refresh terminals"): calls the provider with the stored key; the
 * server records last validated, valid and the terminals. Without a key the simulated provider
 * is used for iDEAL and terminals (demo, offline).
 */
function ProviderTest({ hasKey }: { hasKey: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProviderTestResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setResult(await api('POST /settings/payments/test', { body: {} }));
      await client.invalidateQueries({ queryKey: ['settings'] });
    } catch (err) {
      setResult(null);
      setFailure(describeError(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      {!hasKey && <Alert severity="info">{t('workspace:payments.simulatedProvider')}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={run} disabled={busy || !hasKey} data-testid="provider-test">
          {t('workspace:payments.testConnection')}
        </Button>
        <Button onClick={run} disabled={busy || !hasKey}>
          {t('workspace:payments.refreshTerminals')}
        </Button>
      </Stack>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} data-testid="provider-test-result">
          {result.ok
            ? t('workspace:payments.connectionOk', { mode: result.mode ?? '' })
            : t(`workspace:payments.${result.message === 'Invalid API key' ? 'invalidApiKey' : 'connectionFailed'}`)}
        </Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}

/** Payments: iDEAL, the card-payment provider (API key with live_/test_ prefix), payment methods. */
export function PaymentsForm() {
  const { t } = useTranslation();
  const label = (field: string) => t(`workspace:payments.${field}`);
  return (
    <SettingsLoader>
      {(settings) => {
        const storedKey = settings.payments.provider.apiKey;
        return (
          <SectionForm
            section="payments"
            value={settings.payments}
            toForm={toForm}
            check={(values) =>
              values.ideal?.enabled && !values.provider?.apiKey && !storedKey
                ? [{ path: 'provider.apiKey', message: encodeMessage('settings.apiKeyRequired') }]
                : []
            }
          >
            {() => (
              <Stack spacing={3}>
                <FormSwitch name="ideal.enabled" label={label('idealEnabled')} />
                <Typography variant="subtitle1">{label('provider')}</Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <FormSecret
                      name="provider.apiKey"
                      label={label('apiKey')}
                      stored={storedKey}
                      helperText={storedKey ? undefined : label('apiKeyHint')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <FormTextField name="provider.webhookUrl" label={label('webhookUrl')} placeholder="https://" />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <FormSwitch name="provider.testMode" label={label('testMode')} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 3 }}>
                    <FormNumberField name="terminal.maxRetries" label={label('terminalMaxRetries')} min={0} max={10} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 3 }}>
                    <FormNumberField name="terminal.timeoutSeconds" label={label('terminalTimeout')} min={30} max={600} />
                  </Grid>
                </Grid>
                <ProviderState provider={settings.payments.provider} />
                <ProviderTest hasKey={Boolean(storedKey)} />
                <PayMethods />
              </Stack>
            )}
          </SectionForm>
        );
      }}
    </SettingsLoader>
  );
}
