import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Button, Card, CardContent, Grid, TextField, Typography } from '@mui/material';
import type { Item } from '@wb/contract/items';
import { type CreatePurchaseOrderInput, createPurchaseOrderInputSchema, type PurchaseOrder } from '@wb/contract/purchase-orders';
import type { Supplier } from '@wb/contract/suppliers';
import { computeDocumentTotals } from '@wb/domain/order-totals';
import { todayInCompanyZone } from '@wb/domain/today';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api } from '@/app/api/api-client';
import { DateField } from '@/components/date-field';
import { formatMoney } from '@/components/format';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { PurchaseOrderActions } from './purchase-order-actions';
import { type LineItem, PurchaseOrderLinesField } from './purchase-order-lines-field';
import { describeError, translateMessage } from '@/app/messages';
import { PurchaseOrderReceipts } from './purchase-order-receipts';
import { PurchaseOrderStatusChip } from './purchase-order-status';
import { useCreatePurchaseOrder, usePurchaseOrder, useUpdatePurchaseOrder } from './purchase-orders-api';

function toFormValues(order: PurchaseOrder): CreatePurchaseOrderInput {
  return {
    supplierId: order.supplierId,
    orderDate: order.orderDate,
    expectedDate: order.expectedDate,
    paymentTerms: order.paymentTerms,
    notes: order.notes,
    lines: order.lines.map((line) => ({
      id: line.id,
      itemId: line.itemId,
      quantity: line.quantity,
      price: line.price,
      vatRate: line.vatRate as 21 | 9 | 0,
    })),
  };
}

const lineItemsOf = (order: PurchaseOrder | undefined) =>
  new Map<string, LineItem>(
    (order?.lines ?? []).map((line) => [
      line.itemId,
      { id: line.itemId, sku: line.sku, name: line.description, unit: line.unit, packageAmount: line.packageAmount },
    ]),
  );

/** /purchase-orders/new and /purchase-orders/{id}: supplier first, then lines; saved, sent, received and cancelled here. */
export function PurchaseOrderFormPage() {
  useLazyNamespace('purchaseOrders');
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan('orders:write');
  const existing = usePurchaseOrder(id);
  const order = existing.data;
  const readOnly = !canWrite || (order ? order.status === 'received' || order.status === 'cancelled' : false);
  const [supplierQuery, setSupplierQuery] = useState('');
  const [items, setItems] = useState(() => lineItemsOf(order));
  const suppliers = useQuery({
    queryKey: ['suppliers', 'po-pick', supplierQuery],
    queryFn: ({ signal }) => api('GET /suppliers', { query: { status: 'active', q: supplierQuery || undefined, pageSize: 20 }, signal }),
  });
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder(id ?? '');
  const failure = create.error ?? update.error ?? existing.error;

  const form = useForm<CreatePurchaseOrderInput>({
    resolver: zodResolver(createPurchaseOrderInputSchema) as never,
    defaultValues: {
      supplierId: '',
      orderDate: todayInCompanyZone(),
      expectedDate: null,
      notes: '',
      lines: [{ itemId: '', quantity: '1', price: '0', vatRate: 21 }],
    },
  });
  const { control, handleSubmit, reset, formState, setValue } = form;
  useEffect(() => {
    if (!order) return;
    reset(toFormValues(order));
    setItems((known) => new Map([...known, ...lineItemsOf(order)]));
  }, [order, reset]);
  const lines = useWatch({ control, name: 'lines' });
  const supplierId = useWatch({ control, name: 'supplierId' });
  const totals = useMemo(() => {
    try {
      return computeDocumentTotals(
        lines.map((l) => ({ amount: l.quantity || '0', price: l.price || '0', vatRate: Number(l.vatRate ?? 21) })),
      );
    } catch {
      return null;
    }
  }, [lines]);
  const message = (text: string | undefined) => translateMessage(t, text);
  const money = (value: string) => formatMoney(value, i18n.language);

  const onSave = handleSubmit(async (values) => {
    if (order) await update.mutateAsync({ ...values, version: order.version });
    else {
      const made = await create.mutateAsync(values);
      await navigate(`/purchase-orders/${made.id}`, { replace: true });
    }
  });
  const pickSupplier = (supplier: Supplier | null) => {
    setValue('supplierId', supplier?.id ?? '', { shouldValidate: formState.isSubmitted });
    if (supplier) setValue('paymentTerms', supplier.paymentTerms);
  };
  const supplierOptions = suppliers.data?.items ?? [];
  const chosenSupplier =
    supplierOptions.find((s) => s.id === supplierId) ??
    (order && order.supplierId === supplierId
      ? ({ id: order.supplierId, supplierNumber: order.supplierNumber, name: order.supplierName } as Supplier)
      : null);

  return (
    <Stack spacing={2} component="form" onSubmit={onSave} noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }} data-testid="po-title">
          {order ? order.poNumber : t('purchaseOrders:new')}
        </Typography>
        {order && <PurchaseOrderStatusChip status={order.status} testId="po-status" />}
      </Stack>
      {failure && <Alert severity="error">{describeError(t, failure)}</Alert>}
      {order && (order.status === 'received' || order.status === 'cancelled') && (
        <Alert severity="info">{t(`purchaseOrders:readOnly.${order.status}`)}</Alert>
      )}
      {order?.sentTo && <Alert severity="success">{t('purchaseOrders:sentTo', { to: order.sentTo })}</Alert>}
      <Card>
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Autocomplete
                options={supplierOptions}
                disabled={readOnly || Boolean(order)}
                value={chosenSupplier}
                getOptionLabel={(s) => `${s.supplierNumber} ${s.name}`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                filterOptions={(x) => x}
                onInputChange={(_, text, reason) => reason === 'input' && setSupplierQuery(text)}
                onChange={(_, s) => pickSupplier(s)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    required
                    label={t('purchaseOrders:fields.supplier')}
                    error={!!formState.errors.supplierId}
                    helperText={formState.errors.supplierId ? t('errors:purchaseOrders.supplierRequired') : undefined}
                    slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'po-supplier' } }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Controller
                control={control}
                name="orderDate"
                render={({ field }) => (
                  <DateField
                    label={t('purchaseOrders:fields.orderDate')}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    disabled={readOnly}
                    fullWidth
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Controller
                control={control}
                name="expectedDate"
                render={({ field }) => (
                  <DateField
                    label={t('purchaseOrders:fields.expectedDate')}
                    value={field.value}
                    onChange={(v) => field.onChange(v)}
                    disabled={readOnly}
                    fullWidth
                    error={!!formState.errors.expectedDate}
                    helperText={message(formState.errors.expectedDate?.message)}
                    testId="po-expected"
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Controller
                control={control}
                name="paymentTerms"
                render={({ field }) => (
                  <TextField
                    type="number"
                    fullWidth
                    label={t('purchaseOrders:fields.paymentTerms')}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
                    disabled={readOnly}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 9 }}>
              <Controller
                control={control}
                name="notes"
                render={({ field }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    fullWidth
                    multiline
                    label={t('purchaseOrders:fields.notes')}
                    disabled={readOnly}
                  />
                )}
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" sx={{ mb: 1 }}>
            {t('purchaseOrders:lines')}
          </Typography>
          <PurchaseOrderLinesField
            control={control}
            errors={formState.errors}
            readOnly={readOnly}
            supplierId={supplierId}
            items={items}
            onItem={(item: Item) => setItems((known) => new Map(known).set(item.id, item))}
          />
          {totals && (
            <Stack direction="row" spacing={3} sx={{ justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }} data-testid="po-totals">
              <Typography>
                {t('purchaseOrders:fields.net')}: {money(totals.net)}
              </Typography>
              <Typography>
                {t('purchaseOrders:fields.vat')}: {money(totals.vat)}
              </Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="po-gross">
                {t('purchaseOrders:fields.gross')}: {money(totals.gross)}
              </Typography>
            </Stack>
          )}
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="po-save">
            {t('common:actions.save')}
          </Button>
        )}
        {order && canWrite && <PurchaseOrderActions order={order} dirty={formState.isDirty} />}
      </Stack>
      {order && <PurchaseOrderReceipts order={order} canWrite={canWrite} />}
    </Stack>
  );
}
