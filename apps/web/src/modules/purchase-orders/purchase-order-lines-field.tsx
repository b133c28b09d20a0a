import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import type { Item } from '@wb/contract/items';
import type { CreatePurchaseOrderInput } from '@wb/contract/purchase-orders';
import { money } from '@wb/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, Controller, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '@/app/api/api-client';
import { DecimalField } from '@/components/decimal-field';
import { formatPercent, formatQuantity } from '@/components/format';
import { Stack } from '@/components/stack';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { translateMessage } from '@/app/messages';

/** What a line shows of its item: number, name, unit, package amount. */
export type LineItem = Pick<Item, 'id' | 'sku' | 'name' | 'unit' | 'packageAmount'>;

type Props = {
  control: Control<CreatePurchaseOrderInput>;
  errors: FieldErrors<CreatePurchaseOrderInput>;
  readOnly: boolean;
  supplierId: string;
  items: Map<string, LineItem>;
  onItem: (item: Item) => void;
};

/** Items to pick from: the supplier's own while nothing is typed, else every active item matching. */
function useItemOptions(supplierId: string, term: string) {
  return useQuery({
    queryKey: ['items', 'po-pick', supplierId, term],
    queryFn: ({ signal }) =>
      api('GET /items', {
        query: term ? { q: term, active: 'true', pageSize: 20 } : { supplierId: supplierId || undefined, active: 'true', pageSize: 50 },
        signal,
      }),
    enabled: Boolean(term || supplierId),
  });
}

function ItemCell({
  value,
  onPick,
  items,
  supplierId,
  disabled,
  error,
  helperText,
  label,
}: {
  value: string;
  onPick: (item: Item) => void;
  items: Map<string, LineItem>;
  supplierId: string;
  disabled: boolean;
  error: boolean;
  helperText?: string;
  label: string;
}) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 200);
  const options = useItemOptions(supplierId, term);
  const chosen = items.get(value);
  return (
    <Autocomplete
      options={options.data?.items ?? []}
      disabled={disabled}
      sx={{ flex: '3 1 240px' }}
      size="small"
      value={(chosen as Item | undefined) ?? null}
      getOptionLabel={(i) => `${i.sku} ${i.name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, item) => item && onPick(item)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'po-line-item' } }}
        />
      )}
    />
  );
}

/** The lines of a purchase order: item, packages (or units, converted by the package amount), price per package, VAT. */
export function PurchaseOrderLinesField({ control, errors, readOnly, supplierId, items, onItem }: Props) {
  const { t, i18n } = useTranslation();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const message = (text: string | undefined) => translateMessage(t, text);
  return (
    <Stack spacing={1}>
      {fields.map((field, index) => {
        const lineErrors = errors.lines?.[index];
        const line = lines[index];
        const item = line ? items.get(line.itemId) : undefined;
        const units =
          item && line?.quantity
            ? money(line.quantity || '0')
                .times(item.packageAmount)
                .toString()
            : '';
        return (
          <Stack
            key={field.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
            data-testid="po-line"
          >
            <Controller
              control={control}
              name={`lines.${index}.itemId`}
              render={({ field: f }) => (
                <ItemCell
                  value={f.value}
                  items={items}
                  supplierId={supplierId}
                  disabled={readOnly}
                  label={t('purchaseOrders:fields.item')}
                  error={!!lineErrors?.itemId}
                  helperText={message(lineErrors?.itemId?.message)}
                  onPick={(picked) => {
                    onItem(picked);
                    update(index, {
                      ...(line ?? { quantity: '1' }),
                      itemId: picked.id,
                      price: picked.purchasePricePerPackage ?? '0',
                      vatRate: picked.vatRate,
                    });
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name={`lines.${index}.quantity`}
              render={({ field: f }) => (
                <DecimalField
                  name={f.name}
                  inputRef={f.ref}
                  onBlur={f.onBlur}
                  size="small"
                  sx={{ flex: '1 1 100px' }}
                  label={t('purchaseOrders:fields.packages')}
                  value={f.value}
                  onChange={f.onChange}
                  disabled={readOnly}
                  error={!!lineErrors?.quantity}
                  helperText={message(lineErrors?.quantity?.message)}
                  slotProps={{ htmlInput: { 'data-testid': 'po-line-quantity' } }}
                />
              )}
            />
            <DecimalField
              size="small"
              sx={{ flex: '1 1 100px' }}
              label={item ? t('purchaseOrders:fields.unitsOf', { unit: item.unit }) : t('purchaseOrders:fields.units')}
              value={units}
              disabled={readOnly || !item}
              helperText={
                item
                  ? t('purchaseOrders:perPackage', { amount: formatQuantity(item.packageAmount, i18n.language), unit: item.unit })
                  : undefined
              }
              onChange={(value) => {
                if (!item || !line) return;
                const packages = value ? money(value).dividedBy(item.packageAmount).toDecimalPlaces(4).toString() : '';
                update(index, { ...line, quantity: packages });
              }}
            />
            <Controller
              control={control}
              name={`lines.${index}.price`}
              render={({ field: f }) => (
                <DecimalField
                  name={f.name}
                  inputRef={f.ref}
                  onBlur={f.onBlur}
                  size="small"
                  sx={{ flex: '1 1 110px' }}
                  label={t('purchaseOrders:fields.pricePerPackage')}
                  value={f.value ?? ''}
                  onChange={f.onChange}
                  minDecimals={2}
                  disabled={readOnly}
                  error={!!lineErrors?.price}
                  helperText={message(lineErrors?.price?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`lines.${index}.vatRate`}
              render={({ field: f }) => (
                <TextField
                  {...f}
                  value={f.value ?? 21}
                  select
                  size="small"
                  sx={{ flex: '1 1 80px' }}
                  label={t('purchaseOrders:fields.vatRate')}
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
              <IconButton aria-label={t('purchaseOrders:actions.removeLine')} onClick={() => remove(index)} disabled={fields.length === 1}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {typeof errors.lines?.message === 'string' && (
        <Typography color="error" variant="body2">
          {message(errors.lines.message)}
        </Typography>
      )}
      {!readOnly && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append({ itemId: '', quantity: '1', price: '0', vatRate: 21 })}
            data-testid="po-add-line"
          >
            {t('purchaseOrders:actions.addLine')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
