import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { type CreateInvoiceInput, createInvoiceInputSchema, type Invoice } from '@wb/contract/invoices';
import { computeDocumentTotals } from '@wb/domain/order-totals';
import { todayInCompanyZone } from '@wb/domain/today';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Controller, type ControllerRenderProps, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api } from '@/app/api/api-client';
import { describeError, translateMessage } from '@/app/messages';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { CompanyIncompleteAlert, missingCompanyFieldsOf } from './company-incomplete-alert';
import { InvoiceCreditDialog } from './invoice-credit-dialog';
import { InvoiceNotesField } from './invoice-notes-field';
import { InvoiceStatusControl } from './invoice-status-control';
import { contactOf } from '@/modules/orders/account-picker';
import { useSearchSettings } from '@/app/workspace-settings';
import { InvoicePaymentActions } from '@/modules/payments/invoice-payment-actions';
import { InvoiceEmailDialog } from './invoice-email-dialog';
import { DateField } from '@/components/date-field';
import { formatDate, formatMoney, formatPercent } from '@/components/format';
import { emptyLine, InvoiceLinesField } from './invoice-lines-field';
import {
  downloadInvoiceUbl,
  openInvoicePdf,
  useCreateInvoice,
  useDeleteInvoice,
  useFinaliseInvoice,
  useInvoice,
  useSendReminder,
  useUpdateInvoice,
} from './invoices-api';

function toFormValues(invoice: Invoice): CreateInvoiceInput {
  return {
    accountId: invoice.account.id,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    paymentTerms: invoice.paymentTerms,
    reference: invoice.reference,
    notes: invoice.notes,
    deliveryDate: invoice.deliveryDate,
    deliveryCountry: invoice.deliveryCountry,
    lines: invoice.lines.map((line) => ({
      itemId: line.itemId,
      description: line.description,
      quantity: line.quantity,
      price: line.price,
      vatRate: line.vatRate as 21 | 9 | 0,
      unit: line.unit,
      discount: line.discount,
    })),
  };
}

/** /invoices/new and /invoices/{id}/edit: a draft is edited, saved and finalised; a final invoice is shown and credited. */
export function InvoiceFormPage() {
  useLazyNamespace('invoices');
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const existing = useInvoice(id);
  const invoice = existing.data;
  const readOnly = Boolean(invoice && invoice.status !== 'draft');
  const [accountQuery, setAccountQuery] = useState('');
  const [pdfFailed, setPdfFailed] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [emailed, setEmailed] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const accounts = useQuery({
    queryKey: ['accounts', 'pick', accountQuery],
    queryFn: ({ signal }) => api('GET /accounts', { query: { pageSize: 20, q: accountQuery }, signal }),
  });
  const create = useCreateInvoice();
  const update = useUpdateInvoice(id ?? '');
  const finalise = useFinaliseInvoice();
  const remind = useSendReminder();
  const remove = useDeleteInvoice();
  const failure = create.error ?? update.error ?? finalise.error ?? remind.error ?? remove.error ?? existing.error;

  const form = useForm<CreateInvoiceInput>({
    resolver: zodResolver(createInvoiceInputSchema) as never,
    defaultValues: {
      accountId: '',
      invoiceDate: todayInCompanyZone(),
      reference: '',
      notes: '',
      deliveryDate: null,
      deliveryCountry: '',
      lines: [{ ...emptyLine }],
    },
  });
  const { control, handleSubmit, reset, formState } = form;
  useEffect(() => {
    if (invoice) reset(toFormValues(invoice));
  }, [invoice, reset]);
  const lines = useWatch({ control, name: 'lines' });
  const totals = useMemo(() => {
    try {
      return computeDocumentTotals(
        lines.map((l) => ({ amount: l.quantity || '0', price: l.price || '0', discount: l.discount, vatRate: Number(l.vatRate) })),
      );
    } catch {
      return null;
    }
  }, [lines]);
  const money = (value: string) => formatMoney(value, i18n.language);
  /** A date field of the form: an ISO date, null while empty. */
  const dateProps = (field: ControllerRenderProps<CreateInvoiceInput, 'invoiceDate' | 'dueDate' | 'deliveryDate'>) => ({
    value: field.value,
    onChange: (value: string | null) => field.onChange(value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    name: field.name,
    fullWidth: true,
    disabled: readOnly,
  });
  const message = (text: string | undefined) => translateMessage(t, text);

  const onSave = handleSubmit(async (values) => {
    if (invoice) await update.mutateAsync({ ...values, version: invoice.version });
    else {
      const made = await create.mutateAsync(values);
      await navigate(`/invoices/${made.id}/edit`, { replace: true });
    }
  });

  const accountOptions = accounts.data?.items ?? [];
  const showContact = useSearchSettings().showContactInClientSearch;
  const chosenAccount = invoice?.account;

  return (
    <Stack spacing={2} component="form" onSubmit={onSave} noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }} data-testid="invoice-title">
          {invoice ? (invoice.invoiceNumber ?? t('invoices:draftNumber')) : t('invoices:new')}
        </Typography>
        {invoice && <InvoiceStatusControl invoice={invoice} />}
      </Stack>
      {failure && missingCompanyFieldsOf(failure).length > 0 && <CompanyIncompleteAlert fields={missingCompanyFieldsOf(failure)} />}
      {failure && missingCompanyFieldsOf(failure).length === 0 && <Alert severity="error">{message(describeError(t, failure))}</Alert>}
      {readOnly && <Alert severity="info">{t('invoices:finalHint')}</Alert>}
      {pdfFailed && <Alert severity="error">{t('invoices:pdfFailed')}</Alert>}
      {remind.isSuccess && remind.data.reminders.length > 0 && (
        <Alert severity="success" data-testid="invoice-reminded">
          {t('invoices:reminders.sent', { to: remind.data.reminders.at(-1)?.sentTo })}
        </Alert>
      )}
      {emailed && invoice?.sentTo && (
        <Alert severity="success" data-testid="invoice-emailed">
          {t('invoices:email.sent', { to: invoice.sentTo })}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="accountId"
                render={({ field }) => (
                  <Autocomplete
                    options={accountOptions}
                    disabled={readOnly}
                    value={
                      accountOptions.find((a) => a.id === field.value) ??
                      (chosenAccount && chosenAccount.id === field.value ? (chosenAccount as never) : null)
                    }
                    getOptionLabel={(a) => {
                      const contact = showContact ? contactOf(a) : '';
                      return `${a.accountNumber} ${a.companyName}${contact ? ` · ${contact}` : ''}`;
                    }}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    onInputChange={(_, text, reason) => reason !== 'reset' && setAccountQuery(text)}
                    onChange={(_, a) => field.onChange(a?.id ?? '')}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        required
                        label={t('invoices:fields.account')}
                        error={!!formState.errors.accountId}
                        helperText={message(formState.errors.accountId?.message)}
                        data-testid="invoice-account"
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Controller
                control={control}
                name="invoiceDate"
                render={({ field }) => (
                  <DateField
                    {...dateProps(field)}
                    onChange={(v) => field.onChange(v ?? '')}
                    required
                    label={t('invoices:fields.invoiceDate')}
                    error={!!formState.errors.invoiceDate}
                    helperText={message(formState.errors.invoiceDate?.message)}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Controller
                control={control}
                name="dueDate"
                render={({ field }) => (
                  <DateField
                    {...dateProps(field)}
                    label={t('invoices:fields.dueDate')}
                    helperText={message(formState.errors.dueDate?.message) ?? t('invoices:dueHint')}
                    error={!!formState.errors.dueDate}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="reference"
                render={({ field }) => (
                  <TextField {...field} value={field.value ?? ''} fullWidth disabled={readOnly} label={t('invoices:fields.reference')} />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <InvoiceNotesField control={control} readOnly={readOnly} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Controller
                control={control}
                name="deliveryDate"
                render={({ field }) => (
                  <DateField
                    {...dateProps(field)}
                    label={t('invoices:fields.deliveryDate')}
                    testId="invoice-delivery-date"
                    error={!!formState.errors.deliveryDate}
                    helperText={message(formState.errors.deliveryDate?.message)}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Controller
                control={control}
                name="deliveryCountry"
                render={({ field }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                    fullWidth
                    disabled={readOnly}
                    label={t('invoices:fields.deliveryCountry')}
                    slotProps={{ htmlInput: { maxLength: 2, 'data-testid': 'invoice-delivery-country' } }}
                    error={!!formState.errors.deliveryCountry}
                    helperText={message(formState.errors.deliveryCountry?.message) ?? t('invoices:deliveryCountryHint')}
                  />
                )}
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {t('invoices:lines')}
          </Typography>
          {formState.errors.lines?.message && <Alert severity="error">{message(formState.errors.lines.message)}</Alert>}
          <InvoiceLinesField control={control} errors={formState.errors} readOnly={readOnly} />
          {totals && (
            <Stack sx={{ alignItems: 'flex-end', mt: 2 }} data-testid="invoice-totals">
              <Typography>
                {t('invoices:fields.net')}: {money(totals.net)}
              </Typography>
              {totals.vatBreakdown.map((v) => (
                <Typography key={v.rate} color="text.secondary">
                  {t('invoices:vatAt', { rate: formatPercent(v.rate, i18n.language) })}: {money(v.vat)}
                </Typography>
              ))}
              <Typography variant="h6" data-testid="invoice-gross">
                {t('invoices:fields.gross')}: {money(totals.gross)}
              </Typography>
            </Stack>
          )}
        </CardContent>
      </Card>
      {invoice && (invoice.reminders.length > 0 || invoice.overdueSince) && (
        <Card data-testid="invoice-reminders">
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {t('invoices:reminders.title')}
            </Typography>
            {invoice.overdueSince && (
              <Typography color="text.secondary">
                {t('invoices:reminders.overdueSince', { date: formatDate(invoice.overdueSince, i18n.language) })}
              </Typography>
            )}
            {invoice.reminders.map((r) => (
              <Typography key={r.id}>
                {formatDate(r.sentAt, i18n.language)} · {t(`invoices:reminders.stage.${r.stage}`)} · {r.sentTo}
                {Number(r.lateFee) > 0 ? ` · ${t('invoices:reminders.lateFee', { amount: money(r.lateFee) })}` : ''}
              </Typography>
            ))}
          </CardContent>
        </Card>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="invoice-save">
            {t('invoices:actions.save')}
          </Button>
        )}
        {invoice?.status === 'draft' && (
          <>
            <Button
              variant="outlined"
              data-testid="invoice-finalise"
              disabled={formState.isDirty || finalise.isPending}
              onClick={() => finalise.mutate(invoice.id)}
            >
              {t('invoices:actions.finalise')}
            </Button>
            <Button color="error" onClick={() => remove.mutate(invoice.id, { onSuccess: () => navigate('/invoices') })}>
              {t('invoices:actions.delete')}
            </Button>
          </>
        )}
        {invoice && invoice.kind === 'invoice' && invoice.status !== 'draft' && invoice.status !== 'cancelled' && (
          <Button color="warning" variant="outlined" data-testid="invoice-credit" onClick={() => setCrediting(true)}>
            {t('invoices:actions.credit')}
          </Button>
        )}
        {invoice && invoice.kind === 'invoice' && invoice.status === 'overdue' && (
          <Button
            variant="outlined"
            color="warning"
            data-testid="invoice-remind"
            disabled={remind.isPending}
            onClick={() => remind.mutate({ id: invoice.id, input: {} })}
          >
            {t('invoices:actions.remind')}
          </Button>
        )}
        {invoice && (
          <Button
            variant="outlined"
            data-testid="invoice-pdf"
            onClick={() => void openInvoicePdf(invoice.id).catch(() => setPdfFailed(true))}
          >
            {t('invoices:actions.pdf')}
          </Button>
        )}
        {invoice?.invoiceNumber && (
          <Button
            variant="outlined"
            data-testid="invoice-ubl"
            onClick={() => void downloadInvoiceUbl(invoice.id, invoice.invoiceNumber ?? 'invoice').catch(() => setPdfFailed(true))}
          >
            {t('invoices:actions.ubl')}
          </Button>
        )}
        {invoice && invoice.status !== 'draft' && (
          <Button variant="outlined" data-testid="invoice-email" onClick={() => setEmailing(true)}>
            {t('invoices:actions.email')}
          </Button>
        )}
        <Button onClick={() => navigate('/invoices')}>{t('invoices:actions.back')}</Button>
      </Stack>
      {crediting && invoice && (
        <InvoiceCreditDialog
          invoice={invoice}
          onClose={(note) => {
            setCrediting(false);
            if (note) void navigate(`/invoices/${note.id}/edit`);
          }}
        />
      )}
      {invoice && invoice.status !== 'draft' && (
        <Suspense fallback={null}>
          <InvoicePaymentActions invoice={invoice} />
        </Suspense>
      )}
      {emailing && invoice && (
        <InvoiceEmailDialog
          invoice={invoice}
          onClose={(sent) => {
            setEmailing(false);
            if (sent) setEmailed(true);
          }}
        />
      )}
    </Stack>
  );
}
