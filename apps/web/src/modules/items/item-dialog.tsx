import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { Grid } from '@/components/grid';
import { type CreateItemInput, type Item, type ItemFormValues, itemFormSchema } from '@wb/contract/items';
import { peppolUnitCode } from '@wb/domain/peppol-units';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDecimalField } from '@/components/decimal-field';
import { applyServerErrors, FormNumberField, FormSelectField, FormSwitch, FormTextField } from '@/components/form-fields';
import { formatPercent } from '@/components/format';
import { useSettings } from '@/app/workspace-settings';
import { OpeningStockField } from './opening-stock-field';
import { useBookOpeningStock, useCreateItem, useSupplierChoices, useUpdateItem } from './items-api';
import { describeError } from '@/app/messages';

const fields = Object.keys(itemFormSchema.shape);

function initialValues(item: Item | null, defaults: { unit: string; category: string }): ItemFormValues {
  if (item) {
    return {
      sku: item.sku,
      name: item.name,
      description: item.description,
      unit: item.unit,
      packageAmount: item.packageAmount,
      unitAmount: item.unitAmount ?? '',
      weight: item.weight ?? '',
      vatRate: item.vatRate,
      category: item.category,
      sortOrder: item.sortOrder,
      commodityCode: item.commodityCode,
      barcode: item.barcode,
      price: item.price,
      initialPrice: item.initialPrice ?? '',
      purchasePricePerPackage: item.purchasePricePerPackage ?? '',
      supplierId: item.supplierId ?? '',
      lotTracked: item.lotTracked,
      isActive: item.isActive,
    };
  }
  return {
    sku: '',
    name: '',
    description: '',
    unit: defaults.unit,
    packageAmount: '1',
    unitAmount: '',
    weight: '',
    vatRate: 9,
    category: defaults.category,
    sortOrder: 0,
    commodityCode: '',
    barcode: '',
    price: '',
    initialPrice: '',
    purchasePricePerPackage: '',
    supplierId: '',
    lotTracked: false,
    isActive: true,
  };
}

type Props = { open: boolean; item: Item | null; onClose: () => void; onSaved: (item: Item) => void };

/** Create or edit an item: every field of business §3, the item settings' defaults and switches. */
export function ItemDialog({ open, item, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSettings();
  const suppliers = useSupplierChoices();
  const create = useCreateItem();
  const update = useUpdateItem();
  const [failure, setFailure] = useState<string | null>(null);
  const [openingStock, setOpeningStock] = useState('');
  const bookOpening = useBookOpeningStock();
  const { enqueueSnackbar } = useSnackbar();
  const defaults = { unit: settings?.items.defaultUnit ?? 'pcs', category: settings?.items.defaultCategory ?? '' };
  const form = useForm({ resolver: zodResolver(itemFormSchema), values: initialValues(item, defaults) });
  const { control, handleSubmit, setError, formState } = form;
  const autoSku = settings?.numbering.autoGenerateSku ?? true;
  const categories = settings?.categories.categories ?? [];
  const unitCode = peppolUnitCode(useWatch({ control, name: 'unit' }) ?? '');
  const lotTracked = useWatch({ control, name: 'lotTracked' });
  // An item without stock yet (a new one, or one at nothing) can get its opening stock here; lot-tracked
  // items receive theirs as a lot in the stock dialog.
  const offerOpening =
    !!settings?.items.enableStockTracking &&
    !(settings.traceability.enabled && lotTracked) &&
    (!item || !(Number(item.quantityOnHand) > 0));
  const unitHint = t(unitCode.known ? 'items:hints.peppolUnit' : 'items:hints.peppolUnitUnknown', { code: unitCode.code });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const { sku, unitAmount, weight, initialPrice, purchasePricePerPackage, supplierId, ...rest } = values;
    const input: CreateItemInput = {
      ...rest,
      unitAmount: unitAmount || null,
      weight: weight || null,
      initialPrice: initialPrice || null,
      purchasePricePerPackage: purchasePricePerPackage || null,
      supplierId: supplierId || null,
    };
    if (!autoSku) input.sku = sku;
    try {
      const saved = item ? await update.mutateAsync({ id: item.id, input }) : await create.mutateAsync(input);
      const opening = offerOpening && Number(openingStock) > 0 ? openingStock : null;
      if (opening) {
        try {
          const stock = await bookOpening.mutateAsync({ id: saved.id, quantity: opening, reference: t('items:fields.openingStock') });
          setOpeningStock('');
          return onSaved(stock.item);
        } catch (err) {
          enqueueSnackbar(t('items:errors.openingStockFailed', { error: describeError(t, err) }), { variant: 'error' });
        }
      }
      onSaved(saved);
    } catch (err) {
      if (!applyServerErrors(setError, err, fields, 'sku')) setFailure(item ? describeError(t, err) : t('items:errors.createFailed'));
    }
  });

  const field = (
    name: keyof ItemFormValues,
    size = 6,
    extra: { required?: boolean; multiline?: boolean; helperText?: string; disabled?: boolean } = {},
  ) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField
        control={control}
        name={name}
        label={t(`items:fields.${name}`)}
        {...extra}
        minRows={extra.multiline ? 2 : undefined}
        slotProps={{ htmlInput: { 'data-testid': `item-${name}` } }}
      />
    </Grid>
  );

  /** A price or quantity in the user's language ("4,95", never "4.9500"); prices show at least 2 decimals. */
  const decimal = (
    name: 'packageAmount' | 'unitAmount' | 'weight' | 'price' | 'initialPrice' | 'purchasePricePerPackage',
    required = false,
  ) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <FormDecimalField
        control={control}
        name={name}
        label={t(`items:fields.${name}`)}
        required={required}
        minDecimals={name.toLowerCase().includes('price') ? 2 : 0}
        slotProps={{ htmlInput: { 'data-testid': `item-${name}` } }}
      />
    </Grid>
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{item ? t('items:dialog.editTitle') : t('items:dialog.newTitle')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Grid container spacing={2} sx={{ pt: 1 }} component="form" noValidate onSubmit={submit} id="item-form">
          {(!autoSku || item) && field('sku', 4, { required: !autoSku, disabled: autoSku })}
          {field('name', !autoSku || item ? 8 : 12, { required: true })}
          {field('description', 12, { multiline: true, required: settings?.items.requireDescription })}
          {field('unit', 4, { required: true, helperText: unitHint })}
          {decimal('packageAmount')}
          {decimal('unitAmount')}
          {decimal('weight')}
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSelectField
              control={control}
              name="vatRate"
              label={t('items:fields.vatRate')}
              testId="item-vatRate"
              options={[21, 9, 0].map((rate) => ({ value: rate, label: formatPercent(rate, i18n.language) }))}
            />
          </Grid>
          {decimal('price', true)}
          {decimal('initialPrice')}
          {decimal('purchasePricePerPackage')}
          <Grid size={{ xs: 12, sm: 4 }}>
            {categories.length ? (
              <FormSelectField
                control={control}
                name="category"
                label={t('items:fields.category')}
                options={[{ value: '', label: '—' }, ...categories.map((c) => ({ value: c.name, label: c.name }))]}
              />
            ) : (
              <FormTextField control={control} name="category" label={t('items:fields.category')} />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSelectField
              control={control}
              name="supplierId"
              label={t('items:fields.supplier')}
              testId="item-supplier"
              options={[{ value: '', label: '—' }, ...(suppliers.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))]}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormNumberField control={control} name="sortOrder" label={t('items:fields.sortOrder')} />
          </Grid>
          {field('commodityCode', 4)}
          {(settings?.items.enableBarcodes ?? true) && field('barcode', 4)}
          {offerOpening && (
            <Grid size={{ xs: 12, sm: 4 }}>
              <OpeningStockField value={openingStock} onChange={setOpeningStock} unit={item?.unit} />
            </Grid>
          )}
          <Grid size={12}>
            {settings?.traceability.enabled && <FormSwitch control={control} name="lotTracked" label={t('items:fields.lotTracked')} />}
            <FormSwitch control={control} name="isActive" label={t('items:fields.isActive')} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button type="submit" form="item-form" variant="contained" disabled={formState.isSubmitting} data-testid="item-save">
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
