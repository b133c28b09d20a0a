import { Box } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, formGrid, span } from './form-field';

/** Company name (required), KvK number (8 digits when given), VAT number and address. */
export function CompanyFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const name = (key: string) => key as Path<T>;
  return (
    <Box sx={formGrid}>
      <FormField
        control={control}
        name={name('companyName')}
        label={t('account:company.name')}
        required
        sx={span(6)}
        autoComplete="organization"
      />
      <FormField
        control={control}
        name={name('kvkNumber')}
        label={t('account:company.kvkNumber')}
        helperText={t('account:company.kvkHelp')}
        sx={span(3)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormField
        control={control}
        name={name('vatNumber')}
        label={t('account:company.vatNumber')}
        placeholder="NL123456789B01"
        sx={span(3)}
      />
      <FormField control={control} name={name('address')} label={t('account:company.address')} sx={span(6)} autoComplete="street-address" />
      <FormField
        control={control}
        name={name('postalCode')}
        label={t('account:company.postalCode')}
        sx={span(2)}
        autoComplete="postal-code"
      />
      <FormField control={control} name={name('city')} label={t('account:company.city')} sx={span(4)} autoComplete="address-level2" />
      <FormField control={control} name={name('country')} label={t('account:company.country')} sx={span(6)} autoComplete="country-name" />
    </Box>
  );
}
