import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import type { Quote } from '@wb/contract/quotes';
import { todayInCompanyZone } from '@wb/domain/today';
import { useSnackbar } from 'notistack';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/app/api/api-error';
import { describeError, detailMessage } from '@/app/messages';
import { DateField } from '@/components/date-field';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { type AccountChoice, AccountPicker } from '@/modules/orders/account-picker';
import type { LineErrors } from '@/modules/orders/order-line-row';
import { checkLines, serverLineErrors } from '@/modules/orders/order-line-checks';
import { OrderLinesEditor } from '@/modules/orders/order-lines-editor';
import { draftFromOrderLine, linesReducer, liveTotals, toLineInputs } from '@/modules/orders/order-lines-state';
import { OrderTotalsPanel } from '@/modules/orders/order-totals-panel';
import { useAccountCheck } from '@/modules/orders/orders-api';
import { QuoteActions } from './quote-actions';
import { QuoteStatusChip } from './quote-status';
import { useCreateQuote, useQuote, useUpdateQuote } from './quotes-api';

/** /quotes/new and /quotes/{id}. */
export function QuoteFormPage() {
  useLazyNamespace('quotes', 'orders');
  const { id } = useParams();
  const { t } = useTranslation();
  const existing = useQuote(id);
  if (existing.isError) return <Alert severity="error">{describeError(t, existing.error)}</Alert>;
  if (id && !existing.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('quotes:loading')} />
      </Box>
    );
  }
  return <QuoteForm key={existing.data ? `${existing.data.id}-${existing.data.version}` : 'new'} quote={existing.data} />;
}

/** The quote form: the customer, the lines (the order form's lines editor and totals), the dates and notes; the actions of a saved quote. */
function QuoteForm({ quote }: { quote: Quote | undefined }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const canWrite = useCan('orders:write');
  const editable = !quote || quote.status === 'draft' || quote.status === 'sent';
  const readOnly = !canWrite || !editable;
  const [account, setAccount] = useState<AccountChoice | null>(
    quote ? { id: quote.account.id, label: `${quote.account.companyName} · ${quote.account.accountNumber}` } : null,
  );
  const [quoteDate, setQuoteDate] = useState(quote?.quoteDate ?? todayInCompanyZone());
  const [validUntil, setValidUntil] = useState<string | null>(quote?.validUntil ?? null);
  const [notes, setNotes] = useState(quote?.notes ?? '');
  const [lines, dispatch] = useReducer(linesReducer, quote?.lines ?? [], (initial) => initial.map((l) => draftFromOrderLine(l)));
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<string, LineErrors>>(new Map());
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const version = useRef(quote?.version ?? 0);
  const create = useCreateQuote();
  const update = useUpdateQuote(quote?.id ?? '');
  const check = useAccountCheck(account?.id);
  const totals = useMemo(() => liveTotals(lines), [lines]);
  const blockedReason = check.data?.blockedReason ?? null;

  const save = async () => {
    const errors: Record<string, string> = {};
    if (!account) errors.accountId = t('quotes:messages.accountRequired');
    if (!lines.length) errors.lines = t('quotes:messages.linesRequired');
    if (validUntil && validUntil < quoteDate) errors.validUntil = t('errors:quotes.validBeforeDate');
    setFieldErrors(errors);
    const problems = checkLines(lines);
    setLineErrors(problems);
    if (Object.keys(errors).length || problems.size || !account) return;
    const body = { accountId: account.id, quoteDate, ...(validUntil ? { validUntil } : {}), notes, lines: toLineInputs(lines) };
    try {
      if (!quote) {
        const created = await create.mutateAsync(body);
        enqueueSnackbar(t('quotes:form.created', { number: created.quoteNumber }), { variant: 'success' });
        await navigate(`/quotes/${created.id}`, { replace: true });
        return;
      }
      await update.mutateAsync({ ...body, version: version.current });
      enqueueSnackbar(t('quotes:form.saved'), { variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError) {
        setLineErrors(serverLineErrors(err.details, lines));
        setFieldErrors(Object.fromEntries(err.details.filter((d) => !d.path.startsWith('lines.')).map((d) => [d.path, detailMessage(d)])));
      }
      enqueueSnackbar(describeError(t, err), { variant: 'error' });
    }
  };

  const saving = create.isPending || update.isPending;
  return (
    <Stack spacing={2} data-testid="quote-form">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="quote-title">
          {quote ? t('quotes:form.titleEdit', { number: quote.quoteNumber }) : t('quotes:form.titleNew')}
        </Typography>
        {quote && <QuoteStatusChip status={quote.status} testId="quote-status" />}
        {!readOnly && (
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={saving || !!blockedReason}
            onClick={() => void save()}
            data-testid="save-quote"
          >
            {saving ? t('quotes:form.saving') : t('quotes:form.save')}
          </Button>
        )}
      </Stack>
      {quote && <QuoteActions quote={quote} canWrite={canWrite} />}
      {quote?.order && (
        <Alert severity="success" data-testid="quote-order-link">
          {t('quotes:form.becameOrder')}{' '}
          <Link to={`/orders/${quote.order.id}/edit`}>
            <bdi>{quote.order.orderNumber}</bdi>
          </Link>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <AccountPicker
            label={t('quotes:fields.account')}
            value={account}
            autoFocus={!quote}
            disabled={readOnly}
            error={fieldErrors.accountId ?? ''}
            data-testid="account-picker"
            onChange={setAccount}
          />
          {blockedReason && (
            <Alert severity="error" data-testid="account-blocked">
              {t('errors:quotes.accountBlocked', { reason: blockedReason })}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <OrderLinesEditor
            lines={lines}
            dispatch={dispatch}
            errors={lineErrors}
            discount={check.data?.discount ?? '0'}
            showLots={false}
            readOnly={readOnly}
            accountChosen={!!account && !blockedReason}
            linesError={fieldErrors.lines}
            stock={null}
            shortItems={new Set()}
          />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <DateField
                label={t('quotes:fields.quoteDate')}
                value={quoteDate}
                onChange={(value) => setQuoteDate(value ?? todayInCompanyZone())}
                disabled={readOnly}
                testId="quote-date"
                fullWidth
              />
              <DateField
                label={t('quotes:fields.validUntil')}
                value={validUntil}
                onChange={setValidUntil}
                disabled={readOnly}
                error={!!fieldErrors.validUntil}
                helperText={fieldErrors.validUntil ?? (validUntil ? undefined : t('quotes:form.validDefault'))}
                testId="quote-valid-until"
                fullWidth
              />
              <TextField
                label={t('quotes:fields.notes')}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                disabled={readOnly}
                multiline
                minRows={2}
                sx={{ gridColumn: '1 / -1' }}
                slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'quote-notes' } }}
              />
            </Box>
          </Paper>
        </Stack>
        <OrderTotalsPanel totals={totals} />
      </Box>
    </Stack>
  );
}
