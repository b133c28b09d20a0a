import { Box } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-fields';
import { formGrid, span } from '@/components/field-grid';
import { KvkCompanyPicker } from '@/modules/kvk/kvk-company-picker';

/** Company name (required), KvK number (8 digits when given), VAT number and address. */
export function CompanyFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const name = (key: string) => key as Path<T>;
  const fields = {
    companyName: useController({ control, name: name('companyName') }).field,
    kvkNumber: useController({ control, name: name('kvkNumber') }).field,
    address: useController({ control, name: name('address') }).field,
    city: useController({ control, name: name('city') }).field,
  };
  return (
    <Box sx={formGrid}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <KvkCompanyPicker
          onPick={(hit) => {
            fields.companyName.onChange(hit.name);
            fields.kvkNumber.onChange(hit.kvkNumber);
            if (hit.street) fields.address.onChange(hit.street);
            if (hit.city) fields.city.onChange(hit.city);
          }}
        />
      </Box>
      <FormTextField
        control={control}
        name={name('companyName')}
        label={t('account:company.name')}
        required
        sx={span(6)}
        autoComplete="organization"
      />
      <FormTextField
        control={control}
        name={name('kvkNumber')}
        label={t('account:company.kvkNumber')}
        helperText={t('account:company.kvkHelp')}
        sx={span(3)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        control={control}
        name={name('vatNumber')}
        label={t('account:company.vatNumber')}
        placeholder="NL123456789B01"
        sx={span(3)}
      />
      <FormTextField
        control={control}
        name={name('address')}
        label={t('account:company.address')}
        sx={span(6)}
        autoComplete="street-address"
      />
      <FormTextField
        control={control}
        name={name('postalCode')}
        label={t('account:company.postalCode')}
        sx={span(2)}
        autoComplete="postal-code"
      />
      <FormTextField control={control} name={name('city')} label={t('account:company.city')} sx={span(4)} autoComplete="address-level2" />
      <FormTextField
        control={control}
        name={name('country')}
        label={t('account:company.country')}
        sx={span(6)}
        autoComplete="country-name"
      />
    </Box>
  );
}
