import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import type { CreateInvoiceInput } from '@wb/contract/invoices';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateInvoiceMessage } from './invoice-messages';

type Props = { control: Control<CreateInvoiceInput>; errors: FieldErrors<CreateInvoiceInput>; readOnly: boolean };

export const emptyLine = { description: '', quantity: '1', price: '0.00', vatRate: 21 as const, unit: '', discount: '0' };

/** The lines of the invoice form: description, quantity, unit, price, discount and VAT rate per line. */
export function InvoiceLinesField({ control, errors, readOnly }: Props) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const message = (text: string | undefined) => translateInvoiceMessage(t, text);
  return (
    <Stack spacing={1}>
      {fields.map((field, index) => {
        const lineErrors = errors.lines?.[index];
        return (
          <Stack
            key={field.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
            data-testid="invoice-line"
          >
            <Controller
              control={control}
              name={`lines.${index}.description`}
              render={({ field: f }) => (
                <TextField
                  {...f}
                  size="small"
                  sx={{ flex: '3 1 220px' }}
                  label={t('invoices:fields.description')}
                  disabled={readOnly}
                  error={!!lineErrors?.description}
                  helperText={message(lineErrors?.description?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`lines.${index}.quantity`}
              render={({ field: f }) => (
                <TextField
                  {...f}
                  size="small"
                  sx={{ flex: '1 1 90px' }}
                  label={t('invoices:fields.quantity')}
                  disabled={readOnly}
                  error={!!lineErrors?.quantity}
                  helperText={message(lineErrors?.quantity?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`lines.${index}.unit`}
              render={({ field: f }) => (
                <TextField
                  {...f}
                  value={f.value ?? ''}
                  size="small"
                  sx={{ flex: '1 1 70px' }}
                  label={t('invoices:fields.unit')}
                  disabled={readOnly}
                />
              )}
            />
            <Controller
              control={control}
              name={`lines.${index}.price`}
              render={({ field: f }) => (
                <TextField
                  {...f}
                  size="small"
                  sx={{ flex: '1 1 100px' }}
                  label={t('invoices:fields.price')}
                  disabled={readOnly}
                  error={!!lineErrors?.price}
                  helperText={message(lineErrors?.price?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`lines.${index}.discount`}
              render={({ field: f }) => (
                <TextField
                  {...f}
                  value={f.value ?? ''}
                  size="small"
                  sx={{ flex: '1 1 70px' }}
                  label={t('invoices:fields.discount')}
                  disabled={readOnly}
                />
              )}
            />
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
                      {rate}%
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
