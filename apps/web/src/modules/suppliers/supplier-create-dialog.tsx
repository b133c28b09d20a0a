import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { Grid } from '@/components/grid';
import { createSupplierInputSchema, type Supplier, supplierCategories, supplierPriorities } from '@wb/contract/suppliers';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormSelectField, FormTextField } from '@/components/form-fields';
import { useSettings } from '@/app/workspace-settings';
import { useCreateSupplier } from './suppliers-api';
import { describeError } from '@/app/messages';
import type { KvkCompany } from '@wb/contract/kvk';
import { normalizeKvkNumber } from '@wb/domain/dutch-formats';
import { kvkLookupAdornment } from '@/modules/kvk/kvk-lookup-button';
import { supplierValuesFromKvk } from '@/modules/kvk/kvk-fill';

const fields = [
  'supplierNumber',
  'cocNumber',
  'name',
  'category',
  'priority',
  'email',
  'phone',
  'address',
  'postalCode',
  'city',
  'website',
];

/** A new supplier with the essentials; the rest is filled in on its detail tabs. */
export function SupplierCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (s: Supplier) => void;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const create = useCreateSupplier();
  const [failure, setFailure] = useState<string | null>(null);
  const autoNumber = settings?.numbering.autoGenerateSupplierNumber ?? true;
  const form = useForm({
    resolver: zodResolver(createSupplierInputSchema),
    defaultValues: {
      supplierNumber: '',
      name: '',
      category: 'GENERAL' as const,
      priority: 'STANDARD' as const,
      email: '',
      phone: '',
      city: '',
      cocNumber: '',
      legalName: '',
      address: '',
      postalCode: '',
      country: 'NL',
      website: '',
    },
  });
  const { control, handleSubmit, setError, reset, formState, setValue, watch } = form;
  const fillFromRegister = (company: KvkCompany) => {
    for (const [name, value] of Object.entries(supplierValuesFromKvk(company))) {
      if (value) setValue(name as 'name', value, { shouldDirty: true, shouldValidate: true });
    }
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const { supplierNumber, ...rest } = values;
    try {
      const supplier = await create.mutateAsync(!autoNumber && supplierNumber ? values : rest);
      reset();
      onCreated(supplier);
    } catch (err) {
      if (!applyServerErrors(setError, err, fields, 'supplierNumber')) setFailure(describeError(t, err));
    }
  });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('suppliers:list.new')}</DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Grid container spacing={2} sx={{ pt: 1 }} component="form" id="supplier-create" noValidate onSubmit={submit}>
          {!autoNumber && (
            <Grid size={12}>
              <FormTextField control={control} name="supplierNumber" label={t('suppliers:fields.supplierNumber')} required />
            </Grid>
          )}
          <Grid size={12}>
            <FormTextField
              control={control}
              name="cocNumber"
              label={t('suppliers:fields.cocNumber')}
              format={normalizeKvkNumber}
              slotProps={{
                htmlInput: { 'data-testid': 'supplier-cocNumber' },
                input: kvkLookupAdornment(watch('cocNumber') ?? '', fillFromRegister),
              }}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="name"
              label={t('suppliers:fields.name')}
              required
              slotProps={{ htmlInput: { 'data-testid': 'supplier-name' } }}
            />
          </Grid>
          <Grid size={6}>
            <FormSelectField
              control={control}
              name="category"
              label={t('suppliers:fields.category')}
              options={supplierCategories.map((c) => ({ value: c, label: t(`suppliers:categories.${c}`) }))}
            />
          </Grid>
          <Grid size={6}>
            <FormSelectField
              control={control}
              name="priority"
              label={t('suppliers:fields.priority')}
              options={supplierPriorities.map((p) => ({ value: p, label: t(`suppliers:priorities.${p}`) }))}
            />
          </Grid>
          <Grid size={6}>
            <FormTextField control={control} name="email" label={t('suppliers:fields.email')} />
          </Grid>
          <Grid size={6}>
            <FormTextField control={control} name="phone" label={t('suppliers:fields.phone')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="address"
              label={t('suppliers:fields.address')}
              slotProps={{ htmlInput: { 'data-testid': 'supplier-address' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField control={control} name="postalCode" label={t('suppliers:fields.postalCode')} />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              control={control}
              name="city"
              label={t('suppliers:fields.city')}
              slotProps={{ htmlInput: { 'data-testid': 'supplier-city' } }}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="website" label={t('suppliers:fields.website')} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button type="submit" form="supplier-create" variant="contained" disabled={formState.isSubmitting} data-testid="supplier-create">
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
