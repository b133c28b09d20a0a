import { Alert, Button, Grid, Stack } from '@mui/material';
import type { SettingsSection } from '@wb/contract/settings';
import { assistantEngines } from '@wb/contract/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/app/api/api-client';
import { describeError } from '@/app/messages';
import { FormSelectField, FormTextField } from '@/components/form-fields';
import { formatQuantity } from '@/components/format';
import { FormSecret } from './secret-field';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

type Assistant = SettingsSection<'assistant'>;
type Health = { engine: string; model: string; reachable: boolean; latencyMs: number };

/** The form holds what a save sends: the stored key is shown masked, never sent back. */
const toForm = (value: Assistant) => ({ ...value, apiKey: '' });

/** Asks the server to reach the saved engine (GET /ai/health) and says how it went. */
function EngineCheck() {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [health, setHealth] = useState<Health | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setHealth((await api('GET /ai/health')).data);
    } catch (err) {
      setHealth(null);
      setFailure(describeError(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <div>
        <Button variant="outlined" onClick={run} disabled={busy} data-testid="assistant-check">
          {t('workspace:assistant.check')}
        </Button>
      </div>
      {health && (
        <Alert severity={health.reachable ? 'success' : 'error'} data-testid="assistant-check-result">
          {t(health.reachable ? 'workspace:assistant.reachable' : 'workspace:assistant.unreachable', {
            model: health.model,
            ms: formatQuantity(health.latencyMs, i18n.language),
          })}
        </Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}

/** The assistant: the built-in engine (no model needed), or an OpenAI-compatible model server. */
export function AssistantForm() {
  const { t } = useTranslation();
  const label = (field: string) => t(`workspace:assistant.${field}`);
  return (
    <SettingsLoader>
      {(settings) => (
        <Stack spacing={3}>
          <SectionForm section="assistant" value={settings.assistant} toForm={toForm}>
            {() => (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormSelectField
                    name="engine"
                    label={label('engine')}
                    testId="assistant-engine"
                    options={assistantEngines.map((engine) => ({ value: engine, label: label(`engines.${engine}`) }))}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormTextField name="baseUrl" label={label('baseUrl')} placeholder="http://127.0.0.1:11434/v1" />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormTextField name="model" label={label('model')} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormSecret name="apiKey" label={label('apiKey')} stored={settings.assistant.apiKey} />
                </Grid>
              </Grid>
            )}
          </SectionForm>
          <EngineCheck />
        </Stack>
      )}
    </SettingsLoader>
  );
}
