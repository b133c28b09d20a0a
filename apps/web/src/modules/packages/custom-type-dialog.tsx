import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { type CustomPackageType, type CustomPackageTypeFormValues, customPackageTypeFormSchema } from '@wb/contract/packages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDecimalField } from '@/components/decimal-field';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { applyServerErrors, FormSwitch, FormTextField } from '@/components/form-fields';
import { Grid } from '@/components/grid';
import { describeError } from '@/app/messages';
import { useSaveCustomPackageType } from './packages-api';

const fields = ['name', 'description', 'dimensions', 'weightKg', 'value', 'isActive'];

/** A custom package type made or changed: name, description, dimensions, weight in kg, value, active. */
export function CustomTypeDialog({ type, onClose }: { type: CustomPackageType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCustomPackageType();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CustomPackageTypeFormValues>({
    resolver: zodResolver(customPackageTypeFormSchema),
    defaultValues: {
      name: type?.name ?? '',
      description: type?.description ?? '',
      dimensions: type?.dimensions ?? '',
      weightKg: type?.weightKg ?? '0',
      value: type?.value ?? '',
      isActive: type?.isActive ?? true,
    },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: type?.id ?? null, input: values });
      onClose();
    } catch (err) {
      if (!applyServerErrors(setError, err, fields)) setFailure(describeError(t, err));
    }
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{type ? t('packages:customTypes.editTitle') : t('packages:customTypes.newTitle')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Grid container spacing={2} sx={{ pt: 1 }} component="form" id="custom-type" noValidate onSubmit={submit}>
          <Grid size={12}>
            <FormTextField control={control} name="name" label={t('packages:customTypes.name')} required testId="custom-type-name" />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="description" label={t('packages:customTypes.description')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="dimensions" label={t('packages:customTypes.dimensions')} />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormDecimalField control={control} name="weightKg" label={t('packages:customTypes.weightKg')} />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormDecimalField
              control={control}
              name="value"
              label={t('packages:customTypes.value')}
              minDecimals={2}
              required
              slotProps={{ htmlInput: { 'data-testid': 'custom-type-value' } }}
            />
          </Grid>
          <Grid size={12}>
            <FormSwitch control={control} name="isActive" label={t('packages:customTypes.isActive')} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button type="submit" form="custom-type" variant="contained" disabled={formState.isSubmitting} data-testid="custom-type-save">
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
