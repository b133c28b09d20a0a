import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, type TextFieldProps, Typography } from '@mui/material';
import { Stack } from '@/components/stack';
import { Grid } from '@/components/grid';
import { type Account, type AccountFormValues, accountFormSchema, type CreateAccountInput } from '@wb/contract/accounts';
import { formatIban, normalizeKvkNumber, normalizePostcode, normalizeVatNumber } from '@wb/domain/dutch-formats';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDecimalField } from '@/components/decimal-field';
import { applyServerErrors, FormNumberField, FormSelectField, FormTextField } from '@/components/form-fields';
import { countryOptions } from './countries';
import { describeError } from '@/app/messages';
import type { KvkCompany } from '@wb/contract/kvk';
import { kvkLookupAdornment } from '@/modules/kvk/kvk-lookup-button';
import { accountValuesFromKvk } from '@/modules/kvk/kvk-fill';
import { viesCheckAdornment } from '@/modules/kvk/vies-check-button';

type Props = {
  account?: Account;
  defaultPaymentTerms: number;
  /** The numbering settings make account numbers: the field is then not asked. */
  autoNumber: boolean;
  onSubmit: (input: CreateAccountInput) => Promise<unknown>;
  onCancel: () => void;
  /** Values for a new account (from the company register: "Create customer"). */
  prefill?: Partial<AccountFormValues>;
};

const fields = Object.keys(accountFormSchema.shape);

type TextExtra = Partial<Omit<TextFieldProps, 'name' | 'label'>> & { format?: (value: string) => string };

function initialValues(account: Account | undefined, paymentTerms: number): AccountFormValues {
  if (account) {
    const { id: _id, blocked: _blocked, createdAt: _c, updatedAt: _u, creditLimit, ...rest } = account;
    return { ...rest, creditLimit: creditLimit ?? '' };
  }
  return {
    accountNumber: '',
    companyName: '',
    contactPerson: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    mobile: '',
    fax: '',
    website: '',
    street: '',
    houseNumber: '',
    city: '',
    postalCode: '',
    country: 'NL',
    kvkNumber: '',
    vatNumber: '',
    iban: '',
    paymentTerms,
    creditLimit: '',
    discount: '0',
    notes: '',
    status: 'active',
    type: 'company',
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined">
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </Box>
    </Paper>
  );
}

/** The account form (create and edit): every field of business §3, checked with the contract's schema. */
export function AccountForm({ account, defaultPaymentTerms, autoNumber, onSubmit, onCancel, prefill }: Props) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(accountFormSchema),
    defaultValues: { ...initialValues(account, defaultPaymentTerms), ...(account ? {} : prefill) },
  });
  const { control, handleSubmit, setError, watch, formState, setValue } = form;
  const fillFromRegister = (company: KvkCompany) => {
    for (const [name, value] of Object.entries(accountValuesFromKvk(company, t))) {
      if (!value || (name === 'notes' && form.getValues('notes'))) continue;
      setValue(name as keyof AccountFormValues, value, { shouldDirty: true, shouldValidate: true });
    }
  };
  const dutch = watch('country') === 'NL';
  const type = watch('type');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const { accountNumber, creditLimit, ...rest } = values;
    const input: CreateAccountInput = { ...rest, creditLimit: creditLimit === '' ? null : creditLimit };
    if (!autoNumber) input.accountNumber = accountNumber;
    try {
      await onSubmit(input);
    } catch (err) {
      if (!applyServerErrors(setError, err, fields, 'accountNumber')) setFailure(describeError(t, err));
    }
  });

  const text = (name: keyof AccountFormValues, size = 6, extra: TextExtra = {}) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField control={control} name={name} label={t(`accounts:fields.${name}`)} {...extra} />
    </Grid>
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Section title={t('accounts:sections.general')}>
          <Grid size={{ xs: 12, sm: 3 }}>
            <FormSelectField
              control={control}
              name="type"
              label={t('accounts:fields.type')}
              options={[
                { value: 'company', label: t('accounts:filters.type.company') },
                { value: 'individual', label: t('accounts:filters.type.individual') },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <FormSelectField
              control={control}
              name="status"
              label={t('accounts:fields.status')}
              options={[
                { value: 'active', label: t('accounts:status.active') },
                { value: 'inactive', label: t('accounts:status.inactive') },
              ]}
            />
          </Grid>
          {!autoNumber && text('accountNumber', 6, { required: true })}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="companyName"
              label={t(type === 'individual' ? 'accounts:fields.accountName' : 'accounts:fields.companyName')}
              required
              slotProps={{ htmlInput: { 'data-testid': 'field-companyName' } }}
            />
          </Grid>
          {text('contactPerson')}
          {text('firstName', 3)}
          {text('lastName', 3)}
        </Section>
        <Section title={t('accounts:sections.contact')}>
          {text('email', 6, { type: 'email' })}
          {text('website')}
          {text('phone', 4)}
          {text('mobile', 4)}
          {text('fax', 4)}
        </Section>
        <Section title={t('accounts:sections.address')}>
          {text('street', 8)}
          {text('houseNumber', 4)}
          {text('postalCode', 4, { format: dutch ? normalizePostcode : undefined })}
          {text('city', 4)}
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSelectField
              control={control}
              name="country"
              label={t('accounts:fields.country')}
              options={countryOptions(i18n.language)}
            />
          </Grid>
        </Section>
        <Section title={t('accounts:sections.business')}>
          {text('kvkNumber', 4, {
            format: normalizeKvkNumber,
            slotProps: {
              htmlInput: { 'data-testid': 'field-kvkNumber' },
              input: kvkLookupAdornment(watch('kvkNumber'), fillFromRegister),
            },
          })}
          {text('vatNumber', 4, {
            format: normalizeVatNumber,
            slotProps: { htmlInput: { 'data-testid': 'field-vatNumber' }, input: viesCheckAdornment(watch('vatNumber') ?? '') },
          })}
          {text('iban', 4, { format: formatIban, slotProps: { htmlInput: { 'data-testid': 'field-iban' } } })}
        </Section>
        <Section title={t('accounts:sections.terms')}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormNumberField control={control} name="paymentTerms" label={t('accounts:fields.paymentTerms')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormDecimalField
              control={control}
              name="creditLimit"
              label={t('accounts:fields.creditLimit')}
              helperText={t('accounts:hints.creditLimit')}
              minDecimals={2}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormDecimalField control={control} name="discount" label={t('accounts:fields.discount')} />
          </Grid>
          {text('notes', 12, { multiline: true, minRows: 3 })}
        </Section>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="account-save">
            {t('common:actions.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
