import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, Card, CardContent, Grid, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { createPaymentInputSchema, manualPaymentStatuses, type PaymentMethod, paymentMethods } from '@wb/contract/payments';
import { todayInCompanyZone } from '@wb/domain/today';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { describeError, detailMessage, translateMessage } from '@/app/messages';
import { ApiError } from '@/app/api/api-error';
import { DateField } from '@/components/date-field';
import { DecimalField } from '@/components/decimal-field';
import { InvoicePicker, type PickedInvoice } from './invoice-picker';
import { type AllocationRow, followAmount } from './payment-allocation';
import { useCreatePayment, useInvoiceToPay, usePayment, useUpdatePayment } from './payments-api';

type Row = AllocationRow<PickedInvoice>;
let rowKeys = 0;
const rowKey = () => {
  rowKeys += 1;
  return rowKeys;
};
type Errors = Record<string, string>;

/** /payments/new (optionally ?invoiceId=…) and /payments/:id/edit: amount, date, method, invoices. */
export function PaymentFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const existing = usePayment(id);
  const preset = useInvoiceToPay(id ? undefined : (params.get('invoiceId') ?? undefined));
  const create = useCreatePayment();
  const update = useUpdatePayment(id ?? '');
  const [amount, setAmount] = useState('');
  const [paymentDate, setPaymentDate] = useState(todayInCompanyZone());
  const [method, setMethod] = useState<PaymentMethod | ''>('bank_transfer');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [status, setStatus] = useState<(typeof manualPaymentStatuses)[number]>('completed');
  const [rows, setRows] = useState<Row[]>(() => [{ key: rowKey(), invoice: null, amount: '' }]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const p = existing.data;
    if (!p) return;
    setAmount(p.amount);
    setPaymentDate(p.paymentDate);
    setMethod(p.method);
    setReference(p.reference);
    setNotes(p.notes);
    if ((manualPaymentStatuses as readonly string[]).includes(p.status)) setStatus(p.status as (typeof manualPaymentStatuses)[number]);
    setRows(
      p.allocations.map((a) => ({
        key: rowKey(),
        invoice: {
          id: a.invoiceId,
          invoiceNumber: a.invoiceNumber,
          accountName: p.account?.companyName ?? '',
          accountId: p.account?.id ?? '',
          outstandingAmount: '0.00',
        },
        amount: a.amount,
      })),
    );
  }, [existing.data]);

  useEffect(() => {
    const inv = preset.data;
    if (!inv) return;
    setRows([
      {
        key: rowKey(),
        invoice: {
          id: inv.id,
          invoiceNumber: inv.invoiceNumber,
          accountName: inv.account.companyName,
          accountId: inv.account.id,
          outstandingAmount: inv.outstandingAmount,
        },
        amount: inv.outstandingAmount,
      },
    ]);
    setAmount(inv.outstandingAmount);
    setReference(inv.invoiceNumber ?? '');
  }, [preset.data]);

  const changeAmount = (value: string) => {
    setAmount(value);
    setRows((all) => followAmount(all, value));
  };
  const setRow = (index: number, change: Partial<Row>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = async () => {
    setFailure(null);
    const input = {
      amount,
      paymentDate,
      method: method || undefined,
      reference,
      notes,
      status,
      allocations: rows.filter((r) => r.invoice).map((r) => ({ invoiceId: r.invoice?.id ?? '', amount: r.amount || amount })),
    };
    const checked = createPaymentInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    try {
      const saved = id
        ? await update.mutateAsync({ ...input, method: method || undefined, version: existing.data?.version ?? 1 })
        : await create.mutateAsync(checked.data);
      navigate(`/payments/${saved.id}`);
    } catch (err) {
      if (err instanceof ApiError && err.details.length) setErrors(Object.fromEntries(err.details.map((d) => [d.path, detailMessage(d)])));
      setFailure(describeError(t, err));
    }
  };
  const message = (path: string) => translateMessage(t, errors[path]);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {id ? t('payments:edit') : t('payments:new')}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Card>
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <DecimalField
                fullWidth
                size="small"
                required
                label={t('payments:fields.amount')}
                value={amount}
                onChange={changeAmount}
                minDecimals={2}
                error={!!errors.amount}
                helperText={message('amount')}
                slotProps={{ htmlInput: { 'data-testid': 'payment-amount' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <DateField
                fullWidth
                size="small"
                required
                label={t('payments:fields.paymentDate')}
                value={paymentDate}
                onChange={(date) => setPaymentDate(date ?? '')}
                error={!!errors.paymentDate}
                helperText={message('paymentDate')}
                max={todayInCompanyZone()}
                testId="payment-date"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                fullWidth
                size="small"
                required
                label={t('payments:fields.method')}
                value={method}
                onChange={(e) => setMethod(e.target.value as PaymentMethod)}
                error={!!errors.method}
                helperText={message('method')}
                slotProps={{ htmlInput: { 'data-testid': 'payment-method' } }}
              >
                {paymentMethods.map((m) => (
                  <MenuItem key={m} value={m}>
                    {t(`payments:methods.${m}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                fullWidth
                size="small"
                label={t('payments:fields.status')}
                value={status}
                onChange={(e) => setStatus(e.target.value as (typeof manualPaymentStatuses)[number])}
              >
                {manualPaymentStatuses.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`payments:status.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <TextField
                fullWidth
                size="small"
                label={t('payments:fields.reference')}
                value={reference}
                onChange={(e) => setReference(e.target.value)}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                size="small"
                multiline
                minRows={2}
                label={t('payments:fields.notes')}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack spacing={1.5}>
            <Typography variant="subtitle1">{t('payments:fields.invoices')}</Typography>
            {errors.allocations && <Alert severity="warning">{message('allocations')}</Alert>}
            {rows.map((row, index) => (
              <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <div style={{ flexGrow: 1 }}>
                  <InvoicePicker
                    value={row.invoice}
                    onChange={(invoice) => {
                      setRow(index, { invoice, amount: row.amount || invoice?.outstandingAmount || '' });
                      if (!amount && invoice) setAmount(invoice.outstandingAmount);
                    }}
                    error={message(`allocations.${index}.invoiceId`)}
                    testId={`payment-invoice-${index}`}
                  />
                </div>
                <DecimalField
                  size="small"
                  sx={{ width: 140 }}
                  label={t('payments:fields.amount')}
                  value={row.amount}
                  onChange={(value) => setRow(index, { amount: value })}
                  minDecimals={2}
                  slotProps={{ htmlInput: { 'data-testid': `payment-allocation-${index}` } }}
                  error={!!errors[`allocations.${index}.amount`]}
                  helperText={message(`allocations.${index}.amount`)}
                />
                <IconButton
                  aria-label={t('payments:form.removeInvoice')}
                  onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                  disabled={rows.length === 1}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <div>
              <Button startIcon={<AddIcon />} onClick={() => setRows((all) => [...all, { key: rowKey(), invoice: null, amount: '' }])}>
                {t('payments:form.addInvoice')}
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={submit} disabled={create.isPending || update.isPending} data-testid="payment-save">
          {t('payments:form.save')}
        </Button>
        <Button onClick={() => navigate(-1)}>{t('payments:form.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
