import { Alert, Button, TextField, Typography } from '@mui/material';
import { Grid } from '@/components/grid';
import { createLotInputSchema } from '@wb/contract/items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { DecimalField } from '@/components/decimal-field';
import { useCreateLot } from './items-api';
import { describeError, translateMessage } from '@/app/messages';

type Values = { lotNumber: string; expiryDate: string; quantity: string; reference: string };
const empty: Values = { lotNumber: '', expiryDate: '', quantity: '', reference: '' };

/** Receives a new lot: number typed in or made from the lot format, expiry date, first quantity. */
export function LotForm({ itemId, expiryRequired, autoNumber }: { itemId: string; expiryRequired: boolean; autoNumber: boolean }) {
  const { t } = useTranslation();
  const create = useCreateLot(itemId);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    const parsed = createLotInputSchema.safeParse({ ...values, expiryDate: values.expiryDate || null });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      setValues(empty);
    } catch (err) {
      setFailure(describeError(t, err));
    }
  };
  const common = (name: keyof Values) => ({
    fullWidth: true,
    label: t(`items:lots.${name}`),
    error: !!errors[name],
    helperText: translateMessage(t, errors[name]),
  });
  const set = (name: keyof Values) => (value: string | null) => setValues((v) => ({ ...v, [name]: value ?? '' }));
  const field = (name: keyof Values, extra: Record<string, unknown> = {}) => (
    <TextField
      {...common(name)}
      value={values[name]}
      onChange={(e) => set(name)(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `lot-${name}` } }}
      {...extra}
    />
  );
  return (
    <Grid container spacing={2} data-testid="lot-form">
      <Grid size={12}>
        <Typography variant="subtitle1">{t('items:lots.new')}</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        {field('lotNumber', { placeholder: autoNumber ? t('items:lots.generated') : undefined, required: !autoNumber })}
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <DateField
          {...common('expiryDate')}
          value={values.expiryDate}
          onChange={set('expiryDate')}
          required={expiryRequired}
          testId="lot-expiryDate"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 2 }}>
        <DecimalField
          {...common('quantity')}
          value={values.quantity}
          onChange={set('quantity')}
          required
          slotProps={{ htmlInput: { 'data-testid': 'lot-quantity' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 2 }}>{field('reference')}</Grid>
      <Grid size={{ xs: 12, sm: 2 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void submit()} disabled={create.isPending} data-testid="lot-save" fullWidth>
          {t('items:lots.receive')}
        </Button>
      </Grid>
    </Grid>
  );
}
