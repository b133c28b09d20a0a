import { Divider, Grid, Stack, Typography } from '@mui/material';
import type { CompanyDetails } from '@wb/contract/settings';
import { formatIban, normalizeKvkNumber, normalizePostcode, normalizeVatNumber } from '@wb/domain/dutch-formats';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '@/components/form-fields';
import { LogoUpload } from './logo-upload';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';
import { kvkLookupAdornment } from '@/modules/kvk/kvk-lookup-button';
import { companyFieldsOf } from '@/modules/kvk/kvk-fill';

const countries = [
  'NL',
  'BE',
  'DE',
  'FR',
  'LU',
  'GB',
  'IE',
  'ES',
  'PT',
  'IT',
  'AT',
  'CH',
  'DK',
  'SE',
  'NO',
  'FI',
  'PL',
  'CZ',
  'TR',
  'MA',
  'US',
];

function toForm({ logoUrl: _logoUrl, ...rest }: CompanyDetails) {
  return rest;
}

/** Company details: address, registration numbers (Dutch formats), bank accounts, logo. */
export function CompanyDetailsForm() {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const label = (field: string) => t(`workspace:companyDetails.${field}`);
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="companyDetails" value={settings.companyDetails} toForm={toForm} failure="updateCompanyDetails">
          {(form, readOnly) => {
            const dutch = form.watch('country') === 'NL';
            const half = { xs: 12, md: 6 };
            const third = { xs: 12, sm: 6, md: 4 };
            return (
              <Stack spacing={3}>
                <LogoUpload readOnly={readOnly} />
                <Divider />
                <Grid container spacing={2}>
                  <Grid size={half}>
                    <FormTextField name="name" label={label('name')} />
                  </Grid>
                  <Grid size={half}>
                    <FormTextField name="address" label={label('address')} />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="postalCode" label={label('postalCode')} format={dutch ? normalizePostcode : undefined} />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="city" label={label('city')} />
                  </Grid>
                  <Grid size={third}>
                    <FormSelectField
                      native={false}
                      name="country"
                      label={label('country')}
                      options={countries.map((c) => ({ value: c, label: names.of(c) ?? c }))}
                    />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="phone" label={label('phone')} type="tel" />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="email" label={label('email')} type="email" />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="website" label={label('website')} placeholder="https://" />
                  </Grid>
                </Grid>
                <Typography variant="subtitle1">{t('workspace:companyDetails.registration')}</Typography>
                <Grid container spacing={2}>
                  <Grid size={third}>
                    <FormTextField
                      name="cocNumber"
                      label={label('cocNumber')}
                      format={normalizeKvkNumber}
                      placeholder="12345678"
                      slotProps={
                        readOnly
                          ? undefined
                          : {
                              input: kvkLookupAdornment(String(form.watch('cocNumber') ?? ''), (company) => {
                                const f = companyFieldsOf(company);
                                const values = {
                                  name: f.name,
                                  cocNumber: f.kvkNumber,
                                  address: [f.street, f.houseNumber].filter(Boolean).join(' '),
                                  postalCode: f.postalCode,
                                  city: f.city,
                                  country: f.country,
                                  website: f.website,
                                };
                                for (const [name, value] of Object.entries(values)) {
                                  if (value) form.setValue(name as 'name', value, { shouldDirty: true, shouldValidate: true });
                                }
                              }),
                            }
                      }
                    />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="vatNumber" label={label('vatNumber')} format={normalizeVatNumber} placeholder="NL123456789B01" />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="eoriNumber" label={label('eoriNumber')} />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="rexNumber" label={label('rexNumber')} />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="ECNumber" label={label('ECNumber')} />
                  </Grid>
                  <Grid size={third}>
                    <FormTextField name="ECNumberImage" label={label('ECNumberImage')} placeholder="https://" />
                  </Grid>
                  <Grid size={12}>
                    <FormTextField name="rexStatement" label={label('rexStatement')} multiline minRows={2} />
                  </Grid>
                </Grid>
                <Typography variant="subtitle1">{t('workspace:companyDetails.bank')}</Typography>
                <Grid container spacing={2}>
                  {(['1', '2'] as const).map((n) => (
                    <Grid key={n} container size={12} spacing={2}>
                      <Grid size={{ xs: 12, md: 5 }}>
                        <FormTextField
                          name={`iban${n}`}
                          label={`${label('iban')} ${n}`}
                          format={formatIban}
                          placeholder="NL91 ABNA 0417 1643 00"
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 4, md: 2 }}>
                        <FormTextField name={`bic${n}`} label={`${label('bic')} ${n}`} format={(v) => v.toUpperCase()} />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 8, md: 5 }}>
                        <FormTextField name={`accountHolder${n}`} label={`${label('accountHolder')} ${n}`} />
                      </Grid>
                    </Grid>
                  ))}
                  <Grid size={{ xs: 12, md: 5 }}>
                    <FormTextField name="bankAccount" label={label('bankAccount')} format={formatIban} />
                  </Grid>
                </Grid>
                <FormTextField name="conditions" label={label('conditions')} multiline minRows={4} />
              </Stack>
            );
          }}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
