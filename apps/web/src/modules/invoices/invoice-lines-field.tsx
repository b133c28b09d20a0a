import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import type { CreateInvoiceInput } from '@wb/contract/invoices';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField } from '@/components/decimal-field';
import { formatPercent } from '@/components/format';
import { translateMessage } from '@/app/messages';

type Props = { control: Control<CreateInvoiceInput>; errors: FieldErrors<CreateInvoiceInput>; readOnly: boolean };

export const emptyLine = { description: '', quantity: '1', price: '0.00', vatRate: 21 as const, unit: '', discount: '0' };

/** The lines of the invoice form: description, quantity, unit, price, discount and VAT rate per line. */
export function InvoiceLinesField({ control, errors, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const message = (text: string | undefined) => translateMessage(t, text);
  return (
    <Stack spacing={1}>
      {fields.map((field, index) => {
        const lineErrors = errors.lines?.[index];
        const textField = (name: 'description' | 'quantity' | 'unit' | 'price' | 'discount', flex: string) => (
          <Controller
            control={control}
            name={`lines.${index}.${name}`}
            render={({ field: f }) => {
              const props = {
                name: f.name,
                inputRef: f.ref,
                onBlur: f.onBlur,
                size: 'small' as const,
                sx: { flex },
                label: t(`invoices:fields.${name}`),
                disabled: readOnly,
                error: !!lineErrors?.[name],
                helperText: message(lineErrors?.[name]?.message),
              };
              // Numbers in the user's language ("4,95"), held as "4.95"; a price shows at least 2 decimals.
              if (name === 'description' || name === 'unit') {
                return <TextField {...props} value={f.value ?? ''} onChange={(e) => f.onChange(e.target.value)} />;
              }
              return <DecimalField {...props} value={f.value} onChange={f.onChange} minDecimals={name === 'price' ? 2 : 0} />;
            }}
          />
        );
        return (
          <Stack
            key={field.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
            data-testid="invoice-line"
          >
            {textField('description', '3 1 220px')}
            {textField('quantity', '1 1 90px')}
            {textField('unit', '1 1 70px')}
            {textField('price', '1 1 100px')}
            {textField('discount', '1 1 70px')}
            <Controller
              control={control}
              name={`lines.${index}.vatRate`}
              render={({ field: f }) => (
                <TextField
                  {...f}
                  select
                  size="small"
                  sx={{ flex: '1 1 80px' }}
                  label={t('invoices:fields.vatRate')}
                  disabled={readOnly}
                  onChange={(e) => f.onChange(Number(e.target.value))}
                >
                  {[21, 9, 0].map((rate) => (
                    <MenuItem key={rate} value={rate}>
                      {formatPercent(rate, i18n.language)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {!readOnly && (
              <IconButton aria-label={t('invoices:actions.removeLine')} onClick={() => remove(index)} disabled={fields.length === 1}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {!readOnly && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ ...emptyLine })}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="invoice-add-line"
        >
          {t('invoices:actions.addLine')}
        </Button>
      )}
    </Stack>
  );
}
