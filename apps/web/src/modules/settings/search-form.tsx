import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormNumberField, FormSwitch } from '@/components/form-fields';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

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
  const label = (field: string) => t(`workspace:search.${field}`);
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="search" value={settings.search}>
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
            </Grid>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
