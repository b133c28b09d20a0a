import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField, FormSwitch, FormTextField } from '@/components/form-fields';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';
import { firstMessage, translateMessage } from '@/app/messages';

/** Quick-add amounts typed as "1, 5, 10, 25"; the form holds the list of numbers. */
function QuickAddAmounts({ label }: { label: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <Controller
      name="quickAddAmounts"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          defaultValue={(field.value as number[]).join(', ')}
          onChange={(e) =>
            field.onChange(
              e.target.value
                .split(/[,;\s]+/)
                .filter(Boolean)
                .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN)),
            )
          }
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={translateMessage(t, firstMessage(fieldState.error)) ?? t('workspace:items.quickAddAmountsHint')}
          fullWidth
        />
      )}
    />
  );
}

/** Items defaults: SKU numbering (shared with the numbering tab), stock, units, quick add. */
export function ItemsForm() {
  const { t } = useTranslation();
  const label = (field: string) => t(`workspace:items.${field}`);
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="items" value={settings.items}>
          {() => (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormSwitch name="autoGenerateSKU" label={label('autoGenerateSKU')} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField name="skuPrefix" label={label('skuPrefix')} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField name="defaultCategory" label={label('defaultCategory')} select>
                  <MenuItem value="">{t('workspace:none')}</MenuItem>
                  {settings.categories.categories.map((c) => (
                    <MenuItem key={c.name} value={c.name}>
                      {c.name}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField name="defaultUnit" label={label('defaultUnit')} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormNumberField name="lowStockThreshold" label={label('lowStockThreshold')} min={0} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <QuickAddAmounts label={label('quickAddAmounts')} />
              </Grid>
              {(['requireDescription', 'enableBarcodes', 'enableStockTracking', 'enableExpiryTracking'] as const).map((name) => (
                <Grid key={name} size={{ xs: 12, md: 6 }}>
                  <FormSwitch name={name} label={label(name)} />
                </Grid>
              ))}
            </Grid>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
