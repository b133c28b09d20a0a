import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Typography } from '@mui/material';
import { Grid } from '@/components/grid';
import { createStockMovementInputSchema, type Lot } from '@wb/contract/items';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormSelectField, FormTextField } from '@/components/form-fields';
import { useCreateMovement } from './items-api';
import { describeError } from '@/app/messages';

const fields = ['kind', 'quantity', 'lotId', 'reference', 'note'];

/** Books a receipt, delivery or correction; a lot-tracked item names the lot (`lots` given). */
export function MovementForm({ itemId, lots }: { itemId: string; lots: Lot[] | null }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateMovement(itemId);
  const form = useForm({
    resolver: zodResolver(createStockMovementInputSchema),
    defaultValues: { kind: 'receipt' as const, quantity: '', lotId: null, reference: '', note: '' },
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync({ ...values, lotId: lots ? values.lotId || null : null });
      reset({ kind: values.kind, quantity: '', lotId: values.lotId, reference: '', note: '' });
    } catch (err) {
      if (!applyServerErrors(setError, err, fields)) setFailure(describeError(t, err));
    }
  });
  return (
    <Grid container spacing={2} component="form" noValidate onSubmit={submit} data-testid="movement-form">
      <Grid size={12}>
        <Typography variant="h6">{t('items:movements.new')}</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormSelectField
          control={control}
          name="kind"
          label={t('items:movements.kind')}
          testId="movement-kind"
          options={(['receipt', 'delivery', 'correction'] as const).map((kind) => ({
            value: kind,
            label: t(`items:movements.kinds.${kind}`),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField
          control={control}
          name="quantity"
          label={t('items:movements.quantity')}
          helperText={t('items:movements.quantityHint')}
          slotProps={{ htmlInput: { 'data-testid': 'movement-quantity' } }}
        />
      </Grid>
      {lots && (
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormSelectField
            control={control}
            name="lotId"
            label={t('items:lots.lot')}
            testId="movement-lot"
            options={lots.map((lot) => ({ value: lot.id, label: lot.lotNumber }))}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField control={control} name="reference" label={t('items:movements.reference')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 9 }}>
        <FormTextField control={control} name="note" label={t('items:movements.note')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button type="submit" variant="outlined" disabled={formState.isSubmitting} data-testid="movement-save" fullWidth>
          {t('items:movements.book')}
        </Button>
      </Grid>
    </Grid>
  );
}
