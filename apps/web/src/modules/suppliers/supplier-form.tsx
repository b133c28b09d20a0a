import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button } from '@mui/material';
import { Stack } from '@/components/stack';
import { Grid } from '@/components/grid';
import { type Supplier, type SupplierFormValues, supplierCategories, supplierFormSchema, supplierPriorities } from '@wb/contract/suppliers';
import { formatIban, normalizeKvkNumber, normalizePostcode, normalizeVatNumber } from '@wb/domain/dutch-formats';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormNumberField, FormSelectField, FormSwitch, FormTextField } from '@/components/form-fields';
import { useUpdateSupplier } from './suppliers-api';
import { describeError } from '@/app/messages';
import type { KvkCompany } from '@wb/contract/kvk';
import { kvkLookupAdornment } from '@/modules/kvk/kvk-lookup-button';
import { supplierValuesFromKvk } from '@/modules/kvk/kvk-fill';

export type SupplierFormTab = 'basic' | 'business' | 'settings';

const fields = Object.keys(supplierFormSchema.shape);

function valuesOf(s: Supplier): SupplierFormValues {
  const { id: _id, primaryContactName: _p, createdAt: _c, updatedAt: _u, ...rest } = s;
  return rest;
}

/**
 * The supplier's own fields, on three tabs (basic info, business, settings) of one form: a save
 * on any tab saves them all.
 */
export function SupplierForm({ supplier, tab, canWrite }: { supplier: Supplier; tab: SupplierFormTab; canWrite: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateSupplier(supplier.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(supplierFormSchema), values: valuesOf(supplier) });
  const { control, handleSubmit, setError, formState, setValue, watch } = form;
  const fillFromRegister = (company: KvkCompany) => {
    for (const [name, value] of Object.entries(supplierValuesFromKvk(company))) {
      if (value) setValue(name as keyof SupplierFormValues, value, { shouldDirty: true, shouldValidate: true });
    }
  };
  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await update.mutateAsync(values);
        enqueueSnackbar(t('suppliers:detail.saved'), { variant: 'success' });
      } catch (err) {
        if (!applyServerErrors(setError, err, fields, 'supplierNumber')) setFailure(describeError(t, err));
      }
    },
    () => setFailure(t('suppliers:detail.invalid')),
  );
  const text = (name: keyof SupplierFormValues, size = 6, format?: (v: string) => string, lookup = false) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField
        control={control}
        name={name}
        label={t(`suppliers:fields.${name}`)}
        format={format}
        disabled={!canWrite}
        slotProps={{
          htmlInput: { 'data-testid': `supplier-${name}` },
          ...(lookup && canWrite ? { input: kvkLookupAdornment(String(watch(name) ?? ''), fillFromRegister) } : {}),
        }}
      />
    </Grid>
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Grid container spacing={2}>
        {tab === 'basic' && (
          <>
            {text('name')}
            {text('legalName')}
            {text('email')}
            {text('phone')}
            {text('website')}
            {text('address')}
            {text('postalCode', 4, normalizePostcode)}
            {text('city', 4)}
            {text('country', 4)}
          </>
        )}
        {tab === 'business' && (
          <>
            {text('vatNumber', 6, normalizeVatNumber)}
            {text('cocNumber', 6, normalizeKvkNumber, true)}
            {text('bankAccount', 6, formatIban)}
            <Grid size={{ xs: 12, sm: 3 }}>
              <FormNumberField control={control} name="paymentTerms" label={t('suppliers:fields.paymentTerms')} disabled={!canWrite} />
            </Grid>
            {text('creditLimit', 3)}
          </>
        )}
        {tab === 'settings' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="category"
                label={t('suppliers:fields.category')}
                options={supplierCategories.map((c) => ({ value: c, label: t(`suppliers:categories.${c}`) }))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="priority"
                label={t('suppliers:fields.priority')}
                options={supplierPriorities.map((p) => ({ value: p, label: t(`suppliers:priorities.${p}`) }))}
              />
            </Grid>
            <Grid size={12}>
              <FormSwitch control={control} name="isActive" label={t('suppliers:fields.isActive')} />
              <FormSwitch control={control} name="isPreferred" label={t('suppliers:fields.isPreferred')} />
            </Grid>
          </>
        )}
      </Grid>
      {canWrite && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="supplier-save">
            {t('common:actions.save')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
