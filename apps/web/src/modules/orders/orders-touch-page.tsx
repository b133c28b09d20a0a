import { Alert, Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery } from '@mui/material';
import type { OrderCatalogItem } from '@wb/contract/orders';
import { useSnackbar } from 'notistack';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useFormDraft, useKeepDraft } from '@/app/offline/form-draft';
import { DraftRestoredNotice } from './draft-restored-notice';
import { type AccountChoice, AccountPicker } from './account-picker';
import { formatMoney } from '@/components/format';
import { checkLines } from './order-line-checks';
import { type StockShortage, stockShortages } from './order-stock';
import { type DraftLine, draftFromCatalog, linesReducer, liveTotals, parseDecimalInput, toLineInputs } from './order-lines-state';
import { useStatusModel } from './order-status';
import { useAccountCheck, useOrderOptions } from './orders-api';
import { QueuedOrdersPanel } from './queued-orders-panel';
import { type OrderDraft, useOfflineCreate } from './use-offline-create';
import { useOfflineCatalog } from './use-offline-catalog';
import { TouchBottomBar } from './touch-bottom-bar';
import { TouchCart } from './touch-cart';
import { TouchCartSheet } from './touch-cart-sheet';
import { TouchItemTiles } from './touch-item-tiles';
import { TouchKeypad } from './touch-keypad';
import { orderErrorText } from './order-errors';

const fallbackAmounts = [1, 5, 10, 25];

type TouchDraft = { account: AccountChoice | null; lines: DraftLine[] };

/**
 * /orders/touch: order entry on a tablet in the warehouse or the van. Choose the customer, tap
 * item tiles (each tap adds the chosen quick amount, or the amount typed on the keypad), adjust
 * lines with − and +, and save; every target is at least 48 px and the layout reads right-to-left too.
 * On a phone the cart and keypad are a bottom sheet, opened from the bar under the thumb.
 */
export function OrdersTouchPage() {
  useLazyNamespace('orders');
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const options = useOrderOptions();
  const statuses = useStatusModel();
  const create = useOfflineCreate();
  // The cart in progress survives a reload (taking an app update among them).
  const draft = useFormDraft<TouchDraft>('orders-touch');
  const [account, setAccount] = useState<AccountChoice | null>(draft.restored?.account ?? null);
  const check = useAccountCheck(account?.id);
  const [lines, dispatch] = useReducer(linesReducer, draft.restored?.lines ?? []);
  const kept = useMemo(() => ({ account, lines }), [account, lines]);
  useKeepDraft(draft, kept, !!account || lines.length > 0);
  const [perTap, setPerTap] = useState(1);
  const [typed, setTyped] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [sheetOpen, setSheetOpen] = useState(false);
  const totals = useMemo(() => liveTotals(lines), [lines]);
  // The stock of each item tapped, as its tile showed it: the cart warns when it asks more.
  const [tappedStock, setTappedStock] = useState<ReadonlyMap<string, string>>(new Map());
  const stockShown = !!options.data?.stockTracking;
  const shortages = useMemo(
    () => (stockShown ? stockShortages(lines, tappedStock) : new Map<string, StockShortage>()),
    [stockShown, lines, tappedStock],
  );
  const shortItems = useMemo(() => new Set(shortages.keys()), [shortages]);
  useOfflineCatalog(options.data?.categories ?? []);
  const amounts = options.data?.quickAddAmounts ?? fallbackAmounts;
  const blocked = check.data?.blockedReason ?? null;
  const usable = !!account && !blocked && !check.data?.inactive;
  const typedAmount = parseDecimalInput(typed.replace(',', '.'));

  const tap = (item: OrderCatalogItem) => {
    const amount = typedAmount && typedAmount !== '0' ? typedAmount : String(perTap);
    dispatch({ type: 'addAmount', line: draftFromCatalog(item, amount, check.data?.discount ?? '0') });
    setTappedStock((known) => new Map(known).set(item.id, item.quantityOnHand));
    setTyped('');
  };
  const applyTyped = () => {
    if (!selected || !typedAmount) return;
    dispatch({ type: 'set', key: selected, field: 'amount', value: typedAmount });
    setTyped('');
  };
  const clear = () => {
    dispatch({ type: 'reset', lines: [] });
    setSelected(null);
    setSheetOpen(false);
    setAccount(null);
    draft.clear();
  };
  const save = async () => {
    if (!account || !lines.length) return;
    if (checkLines(lines).size) return enqueueSnackbar(t('orders:messages.checkFields'), { variant: 'error' });
    try {
      const outcome = await create.save({ accountId: account.id, lines: toLineInputs(lines) }, { source: 'touch', account, lines });
      if (outcome.kind === 'queued') {
        enqueueSnackbar(t('orders:offline.queued'), { variant: 'info' });
        return clear();
      }
      const { order } = outcome;
      enqueueSnackbar(t('orders:form.created', { number: order.orderNumber }), { variant: 'success' });
      if (order.warnings.includes('creditLimit')) enqueueSnackbar(t('orders:form.creditWarn'), { variant: 'warning' });
      clear();
    } catch (err) {
      enqueueSnackbar(`${t('orders:messages.updateFailed')}: ${orderErrorText(t, err, statuses)}`, { variant: 'error' });
    }
  };
  // A refused order made here goes back into the cart to be fixed.
  const fix = (draft: OrderDraft) => {
    setAccount(draft.account);
    dispatch({ type: 'reset', lines: draft.lines });
    setSelected(null);
  };

  const cart = <TouchCart lines={lines} dispatch={dispatch} selected={selected} onSelect={setSelected} shortages={shortages} />;
  const keypad = (
    <TouchKeypad
      value={typed}
      onChange={setTyped}
      onApply={applyTyped}
      applyDisabled={!selected || !typedAmount}
      applyLabel={selected ? t('orders:touch.setAmount') : t('orders:touch.typeForNextTap')}
    />
  );
  const bar = (where: 'screen' | 'phone' | 'sheet') => (
    <TouchBottomBar
      summary={t('orders:touch.summary', { count: lines.length, net: formatMoney(totals.net, i18n.language) })}
      gross={formatMoney(totals.gross, i18n.language)}
      lineCount={lines.length}
      onOpenCart={where === 'phone' ? () => setSheetOpen(true) : undefined}
      inline={where === 'sheet'}
      onSave={save}
      saveDisabled={!usable || !lines.length || create.isPending}
    />
  );

  return (
    <Stack spacing={2} sx={{ pb: 12 }} data-testid="touch-page">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('orders:touch.title')}
        </Typography>
        <Button component={Link} to="/orders" sx={{ minHeight: 48 }}>
          {t('orders:touch.toOrders')}
        </Button>
      </Stack>
      <QueuedOrdersPanel onFix={fix} fixes="touch" />
      {draft.restored && <DraftRestoredNotice onKeep={draft.dismiss} onDiscard={clear} />}
      <AccountPicker
        touch
        offlineReady
        label={t('orders:fields.account')}
        value={account}
        onChange={setAccount}
        data-testid="touch-account"
      />
      {blocked && (
        <Alert severity="error" data-testid="account-blocked">
          {t('orders:messages.accountBlockedReason', { reason: blocked })}
        </Alert>
      )}
      {check.data?.inactive && <Alert severity="error">{t('orders:messages.accountInactive')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('orders:touch.perTap')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={perTap}
              onChange={(_, v: number | null) => v && setPerTap(v)}
              aria-label={t('orders:touch.perTap')}
            >
              {amounts.map((n) => (
                <ToggleButton key={n} value={n} sx={{ minWidth: 56, minHeight: 48, fontSize: '1.1rem' }} data-testid={`quick-${n}`}>
                  {n}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          <TouchItemTiles
            categories={options.data?.categories ?? []}
            onTap={tap}
            disabled={!usable}
            showStock={stockShown}
            shortItems={shortItems}
          />
        </Stack>
        {!phone && (
          <Stack spacing={2}>
            <Paper variant="outlined">{cart}</Paper>
            {keypad}
          </Stack>
        )}
      </Box>
      {phone && (
        <TouchCartSheet open={sheetOpen} onOpen={() => setSheetOpen(true)} onClose={() => setSheetOpen(false)} footer={bar('sheet')}>
          <Paper variant="outlined">{cart}</Paper>
          {keypad}
        </TouchCartSheet>
      )}
      {!(phone && sheetOpen) && bar(phone ? 'phone' : 'screen')}
    </Stack>
  );
}
