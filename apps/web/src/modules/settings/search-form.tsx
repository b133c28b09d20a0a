import { Grid, Typography } from '@mui/material';
import type { SettingsSection } from '@wb/contract/settings';
import { useTranslation } from 'react-i18next';
import { FormNumberField, FormSwitch } from '@/components/form-fields';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';
import { FormSecret } from './secret-field';
import { useKvkUsage } from '@/modules/kvk/kvk-api';

const toForm = (value: SettingsSection<'search'>) => ({ ...value, kvk: { apiKey: '' } });

const switches = [
  'showContactInClientSearch',
  'fuzzySearch',
  'autocomplete',
  'highlightTerms',
  'advancedFilters',
  'cacheResults',
  'searchHistory',
] as const;

/** Search behaviour: matching, suggestions, limits and history. */
export function SearchForm() {
  const { t } = useTranslation();
  const usage = useKvkUsage();
  const label = (field: string) => t(`workspace:search.${field}`);
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="search" value={settings.search} toForm={toForm}>
          {() => (
            <Grid container spacing={2}>
              {switches.map((name) => (
                <Grid key={name} size={{ xs: 12, md: 6 }}>
                  <FormSwitch name={name} label={label(name)} />
                </Grid>
              ))}
              <Grid size={{ xs: 12, md: 6 }}>
                <FormNumberField name="resultsLimit" label={label('resultsLimit')} min={1} max={500} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormNumberField name="searchDelayMs" label={label('searchDelayMs')} min={0} max={5000} />
              </Grid>
              <Grid size={12}>
                <Typography variant="subtitle1">{label('kvk.title')}</Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormSecret
                  name="kvk.apiKey"
                  label={label('kvk.apiKey')}
                  stored={settings.search.kvk.apiKey}
                  helperText={label('kvk.apiKeyHelp')}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                {usage.data && (
                  <Typography variant="body2" color="text.secondary" data-testid="kvk-usage-settings">
                    {t('workspace:search.kvk.usage', { month: usage.data.month, calls: usage.data.calls, cacheHits: usage.data.cacheHits })}
                    {' · '}
                    {t(`workspace:search.kvk.source.${usage.data.keySource}`)}
                  </Typography>
                )}
              </Grid>
            </Grid>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
