import { Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { formatLotNumber, lotFormatProblems, lotPlaceholders } from '@wb/domain/lot-number';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch, FormTextField } from '@/components/form-fields';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

/** The lot number the format makes today for an example delivery, updated while typing. */
function LotPreview() {
  const { t } = useTranslation();
  const { watch, setValue, getValues } = useFormContext();
  const format = (watch('lotNumberFormat') as string) ?? '';
  const valid = lotFormatProblems(format).length === 0;
  const example = {
    supplier: t('workspace:traceability.exampleSupplier'),
    category: t('workspace:traceability.exampleCategory'),
    item: t('workspace:traceability.exampleItem'),
    date: new Date(),
  };
  const insert = (name: string) =>
    setValue('lotNumberFormat', `${getValues('lotNumberFormat') ?? ''}{${name}}`, { shouldDirty: true, shouldValidate: true });
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('workspace:traceability.placeholders')}
        </Typography>
        {lotPlaceholders.map((name) => (
          <Chip key={name} size="small" label={`{${name}}`} onClick={() => insert(name)} data-testid={`lot-placeholder-${name}`} />
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="overline">{t('workspace:traceability.preview')}</Typography>
        <Typography variant="h6" sx={{ fontFamily: 'monospace' }} data-testid="lot-preview">
          {valid ? formatLotNumber(format, example) : '—'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('workspace:traceability.previewFor', { supplier: example.supplier, category: example.category, item: example.item })}
        </Typography>
      </Paper>
    </Stack>
  );
}

/** Lot tracking: the lot-number format with a live preview, and the lot rules. */
export function TraceabilityForm() {
  const { t } = useTranslation();
  const label = (field: string) => t(`workspace:traceability.${field}`);
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="traceability" value={settings.traceability}>
          {() => (
            <Stack spacing={3}>
              <Grid container spacing={2}>
                {(['enabled', 'autoGenerateLots', 'trackExpiry', 'requireLotForSales'] as const).map((name) => (
                  <Grid key={name} size={{ xs: 12, md: 6 }}>
                    <FormSwitch name={name} label={label(name)} />
                  </Grid>
                ))}
              </Grid>
              <FormTextField
                name="lotNumberFormat"
                label={label('lotNumberFormat')}
                slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'lot-format' } }}
              />
              <LotPreview />
              <FormTextField
                name="gs1CompanyPrefix"
                label={label('gs1CompanyPrefix')}
                helperText={label('gs1CompanyPrefixHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'gs1-company-prefix' } }}
              />
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
