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

const fields = ['supplierNumber', 'name', 'category', 'priority', 'email', 'phone', 'city'];

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
    },
  });
  const { control, handleSubmit, setError, reset, formState } = form;
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
          <Grid size={12}>
            <FormTextField control={control} name="city" label={t('suppliers:fields.city')} />
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
