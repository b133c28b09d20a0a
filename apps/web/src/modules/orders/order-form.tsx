import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { AiOrderDraft } from '@wb/contract/ai-chat';
import { defaultOrderRoutes, type Order, type OrderHeaderFormValues, type OrderOptions, orderHeaderFormSchema } from '@wb/contract/orders';
import { money } from '@wb/domain/money';
import { todayInCompanyZone } from '@wb/domain/today';
import { useSnackbar } from 'notistack';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/app/api/api-error';
import { type AccountChoice, AccountPicker } from './account-picker';
import { OrderHeaderFields } from './order-header-fields';
import type { LineErrors } from './order-line-row';
import { checkLines, serverLineErrors } from './order-line-checks';
import { OrderConfirmationActions } from './order-confirmation-actions';
import { OrderLinesEditor } from './order-lines-editor';
import { OrderLotsPanel } from './order-lots-panel';
import { draftFromOrderLine, linesReducer, liveTotals, toLineInputs } from './order-lines-state';
import { OrderStatusPanel } from './order-status-panel';
import type { StatusModel } from './order-status';
import { OrderTotalsPanel } from './order-totals-panel';
import { type StockShortage, stockShortages } from './order-stock';
import { useAccountCheck, useLineStock, useUpdateOrder } from './orders-api';
import { useOfflineCreate } from './use-offline-create';
import { StockShortageAlert } from './stock-shortage-alert';
import { detailMessage, translateMessage } from '@/app/messages';
import { orderErrorText } from './order-errors';
import { useFormDraft, useKeepDraft } from '@/app/offline/form-draft';
import { DraftRestoredNotice } from './draft-restored-notice';
import { useDraftPrefill } from './use-draft-prefill';
import type { DraftLine } from './order-lines-state';

type Props = {
  order: Order | undefined;
  options: OrderOptions | undefined;
  optionsFailed: boolean;
  statuses: StatusModel;
  canWrite: boolean;
  /** A new order's account chosen beforehand (from the account page). */
  initialAccount?: AccountChoice | null;
  /** A new order prepared by the assistant: its account and lines, to check and save (issue 32). */
  prefill?: AiOrderDraft | null;
};

/** A new order in progress, as kept across a reload. */
type NewOrderDraft = { header: OrderHeaderFormValues; account: AccountChoice | null; lines: DraftLine[] };

const headerFields = ['orderNumber', 'orderDate', 'deliveryDate', 'route', 'assignedTo', 'notes', 'cratesGiven', 'cratesReturned'] as const;

function headerValues(order: Order | undefined): OrderHeaderFormValues {
  return {
    accountId: order?.account.id ?? '',
    orderNumber: order?.orderNumber ?? '',
    orderDate: order?.orderDate ?? todayInCompanyZone(),
    deliveryDate: order?.deliveryDate ?? '',
    route: order?.route ?? '',
    assignedTo: order?.assignedTo?.id ?? '',
    notes: order?.notes ?? '',
    cratesGiven: order?.cratesGiven ?? 0,
    cratesReturned: order?.cratesReturned ?? 0,
  };
}

/** The order form: account first, then lines with live totals, details, and (for a saved order) its status. */
export function OrderForm({ order, options, optionsFailed, statuses, canWrite, initialAccount, prefill }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  // A new order in progress survives a reload (taking an app update among them); one opened for a
  // chosen customer starts from that customer instead.
  const draft = useFormDraft<NewOrderDraft>('orders-new', !order && !initialAccount);
  const restored = draft.restored;
  const form = useForm<OrderHeaderFormValues>({
    resolver: zodResolver(orderHeaderFormSchema),
    defaultValues: restored?.header ?? { ...headerValues(order), ...(initialAccount ? { accountId: initialAccount.id } : {}) },
  });
  const [lines, dispatch] = useReducer(linesReducer, order?.lines ?? [], (initial) =>
    restored ? restored.lines : initial.map((l) => draftFromOrderLine(l)),
  );
  const prefilled = useDraftPrefill(order ? null : prefill, dispatch);
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<string, LineErrors>>(new Map());
  const [linesError, setLinesError] = useState<string>();
  const [account, setAccount] = useState<AccountChoice | null>(
    order
      ? { id: order.account.id, label: `${order.account.companyName} · ${order.account.accountNumber}` }
      : (restored?.account ?? initialAccount ?? null),
  );
  const header = useWatch({ control: form.control }) as OrderHeaderFormValues;
  const kept = useMemo(() => ({ header, account, lines }), [header, account, lines]);
  useKeepDraft(draft, kept, !!account || lines.length > 0);
  const startAgain = () => {
    draft.clear();
    form.reset(headerValues(undefined));
    setAccount(null);
    dispatch({ type: 'reset', lines: [] });
  };
  const version = useRef(order?.version ?? 0);
  version.current = Math.max(version.current, order?.version ?? 0);
  const create = useOfflineCreate();
  const update = useUpdateOrder(order?.id ?? '');
  const check = useAccountCheck(account?.id, order?.id);
  const totals = useMemo(() => liveTotals(lines), [lines]);
  const accountError = form.formState.errors.accountId?.message;
  const routeValue = useWatch({ control: form.control, name: 'route' });

  const terminal = !!order && !!statuses.byId.get(order.statusId)?.isTerminal;
  const readOnly = !canWrite || terminal;
  const blockedReason = check.data?.blockedReason ?? null;
  const creditLimit = check.data?.creditLimit ?? null;
  const overLimit = creditLimit !== null && !!check.data && money(check.data.openOrdersGross).plus(totals.gross).gt(creditLimit);
  const creditBlocks = overLimit && options?.creditLimitPolicy === 'block';
  const refusedAccount = !!blockedReason || (!order && !!check.data?.inactive);
  // Stock matters until the goods have left: delivery books them out, and is refused beyond the stock.
  const stockShown = !!options?.stockTracking && !order?.stockBookedAt && !terminal;
  const lineStock = useLineStock(
    lines.map((l) => l.itemId),
    stockShown,
  );
  const shortages = useMemo(
    () => (stockShown ? stockShortages(lines, lineStock) : new Map<string, StockShortage>()),
    [stockShown, lines, lineStock],
  );
  const shortItems = useMemo(() => new Set(shortages.keys()), [shortages]);
  const routes = useMemo(() => {
    const list = options ? options.routes : [...defaultOrderRoutes];
    return routeValue && !list.includes(routeValue) ? [routeValue, ...list] : list;
  }, [options, routeValue]);

  const submit = form.handleSubmit(async (values) => {
    if (!lines.length) return setLinesError(t('orders:messages.linesRequired'));
    setLinesError(undefined);
    const problems = checkLines(lines);
    setLineErrors(problems);
    if (problems.size) return enqueueSnackbar(t('orders:messages.checkFields'), { variant: 'error' });
    const body = {
      accountId: values.accountId,
      orderDate: values.orderDate,
      deliveryDate: values.deliveryDate || null,
      route: values.route ?? '',
      assignedTo: values.assignedTo || null,
      notes: values.notes ?? '',
      cratesGiven: values.cratesGiven,
      cratesReturned: values.cratesReturned,
      lines: toLineInputs(lines),
    };
    try {
      if (!order) {
        const input = { ...body, ...(options?.autoNumber === false ? { orderNumber: values.orderNumber } : {}) };
        const outcome = await create.save(input, { source: 'form', account: account ?? { id: body.accountId, label: '' }, lines });
        draft.clear();
        if (outcome.kind === 'queued') {
          enqueueSnackbar(t('orders:offline.queued'), { variant: 'info' });
          await navigate('/orders', { replace: true });
          return;
        }
        const created = outcome.order;
        enqueueSnackbar(t('orders:form.created', { number: created.orderNumber }), { variant: 'success' });
        if (created.warnings.includes('creditLimit')) enqueueSnackbar(t('orders:form.creditWarn'), { variant: 'warning' });
        await navigate(`/orders/${created.id}/edit`, { replace: true });
        return;
      }
      const saved = await update.mutateAsync({ ...body, version: version.current });
      version.current = saved.version;
      dispatch({ type: 'reset', lines: saved.lines.map((l) => draftFromOrderLine(l)) });
      form.reset(headerValues(saved));
      enqueueSnackbar(t('orders:form.saved'), { variant: 'success' });
      if (saved.warnings.includes('creditLimit')) enqueueSnackbar(t('orders:form.creditWarn'), { variant: 'warning' });
    } catch (err) {
      if (err instanceof ApiError) {
        setLineErrors(serverLineErrors(err.details, lines));
        for (const detail of err.details) {
          const name = headerFields.find((f) => f === detail.path) ?? (detail.path === 'accountId' ? 'accountId' : undefined);
          if (name) form.setError(name, { message: detailMessage(detail) });
        }
      }
      enqueueSnackbar(`${t('orders:messages.updateFailed')}: ${orderErrorText(t, err, statuses)}`, { variant: 'error' });
    }
  });

  const saving = create.isPending || update.isPending;
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={submit}
      data-testid="order-form"
      data-ready={statuses.list.length > 0 ? 'true' : 'false'}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }} data-testid="order-title">
          {order ? t('orders:form.titleEdit', { number: order.orderNumber }) : t('orders:form.titleNew')}
        </Typography>
        {order && <OrderConfirmationActions order={order} canSend={canWrite} />}
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={saving || refusedAccount || creditBlocks}
            data-testid="save-order"
          >
            {saving ? t('orders:form.saving') : t('orders:form.save')}
          </Button>
        )}
      </Stack>
      {restored && <DraftRestoredNotice onKeep={draft.dismiss} onDiscard={startAgain} />}
      {prefilled?.applied && (
        <Alert severity="info" data-testid="order-prefilled">
          {t('orders:draft.prefilled')}
          {prefilled.missing > 0 && ` ${t('orders:draft.prefillMissing', { count: prefilled.missing })}`}
        </Alert>
      )}
      {optionsFailed && (
        <Alert severity="warning" data-testid="routes-load-failed">
          {t('orders:messages.loadRoutesFailed')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <AccountPicker
            label={t('orders:fields.account')}
            value={account}
            autoFocus={!order}
            disabled={readOnly}
            error={translateMessage(t, accountError) ?? ''}
            data-testid="account-picker"
            onChange={(next) => {
              setAccount(next);
              form.setValue('accountId', next?.id ?? '', { shouldValidate: !!accountError });
            }}
          />
          {blockedReason && (
            <Alert severity="error" data-testid="account-blocked">
              {t('orders:messages.accountBlockedReason', { reason: blockedReason })}
            </Alert>
          )}
          {!order && check.data?.inactive && <Alert severity="error">{t('orders:messages.accountInactive')}</Alert>}
          {overLimit && (
            <Alert severity={creditBlocks ? 'error' : 'warning'} data-testid="credit-limit">
              {t(creditBlocks ? 'orders:form.creditBlock' : 'orders:form.creditWarn')}
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
        <Box>
          <Stack spacing={2}>
            <OrderLinesEditor
              lines={lines}
              dispatch={dispatch}
              errors={lineErrors}
              discount={check.data?.discount ?? '0'}
              showLots={!!options?.lotsEnabled}
              readOnly={readOnly}
              accountChosen={!!account && !refusedAccount}
              linesError={linesError}
              stock={stockShown ? lineStock : null}
              shortItems={shortItems}
            />
            <StockShortageAlert shortages={[...shortages.values()]} />
            {order && <OrderLotsPanel order={order} />}
            <Paper variant="outlined" sx={{ p: 2 }}>
              <OrderHeaderFields
                control={form.control}
                routes={routes}
                employees={options?.employees ?? []}
                showNumber={!order && options?.autoNumber === false}
                readOnly={readOnly}
              />
            </Paper>
          </Stack>
        </Box>
        <Box>
          <Stack spacing={2}>
            <OrderTotalsPanel totals={totals} />
            {order && <OrderStatusPanel order={order} statuses={statuses} canMove={canWrite} />}
          </Stack>
        </Box>
      </Box>
    </Stack>
  );
}
