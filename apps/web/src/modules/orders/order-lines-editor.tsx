import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import type { OrderCatalogItem } from '@wb/contract/orders';
import { type Dispatch, memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualRows, type VirtualRowsHandle } from '@/components/virtual-rows';
import { ItemPicker } from './item-picker';
import { type LineErrors, lineColumns, OrderLineRow } from './order-line-row';
import { type DraftLine, draftFromCatalog, type LinesAction } from './order-lines-state';

const rowHeight = 52;

type Props = {
  lines: DraftLine[];
  dispatch: Dispatch<LinesAction>;
  errors: ReadonlyMap<string, LineErrors>;
  /** The account's discount, given to new lines. */
  discount: string;
  showLots: boolean;
  readOnly: boolean;
  /** Lines can be added only once an account is chosen. */
  accountChosen: boolean;
  linesError: string | undefined;
  /** Stock on hand by item id, shown per line while stock tracking is on and the goods have not left. */
  stock: ReadonlyMap<string, string> | null;
  /** Items the lines ask more of than their stock. */
  shortItems: ReadonlySet<string>;
};

/** The order's lines: the item picker, then the lines in a window that renders only what is in view. */
export const OrderLinesEditor = memo(function OrderLinesEditor(props: Props) {
  const { lines, dispatch, errors, discount, showLots, readOnly, accountChosen, linesError, stock, shortItems } = props;
  const { t, i18n } = useTranslation();
  const list = useRef<VirtualRowsHandle>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!focusKey) return;
    const index = lines.findIndex((l) => l.key === focusKey);
    if (index < 0) return;
    list.current?.scrollToIndex(index);
    requestAnimationFrame(() => {
      const input = document.querySelector<HTMLInputElement>(`[data-line-key="${focusKey}"] input[name="amount"]`);
      input?.focus();
      input?.select();
    });
    setFocusKey(null);
  }, [focusKey, lines]);

  const add = (item: OrderCatalogItem) => {
    const line = draftFromCatalog(item, '1', discount);
    dispatch({ type: 'add', line });
    setFocusKey(line.key);
  };
  const columns = lineColumns(showLots, !!stock);
  const head = [
    '#',
    'itemNumber',
    'name',
    'unit',
    'vat',
    'amount',
    ...(stock ? ['stock'] : []),
    'price',
    'discount',
    ...(showLots ? ['lot'] : []),
    'total',
    '',
  ];

  return (
    <Stack spacing={1.5}>
      {!readOnly && (
        <Box sx={{ maxWidth: 640 }}>
          <ItemPicker onPick={add} disabled={!accountChosen} onLoadFailed={setLoadFailed} />
          {!accountChosen && (
            <Typography variant="caption" color="text.secondary">
              {t('orders:messages.accountRequired')}
            </Typography>
          )}
        </Box>
      )}
      {loadFailed && (
        <Alert severity="error" data-testid="items-load-failed">
          {t('orders:messages.loadItemsFailed')}
        </Alert>
      )}
      {linesError && (
        <Alert severity="error" data-testid="lines-error">
          {linesError}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Box
          role="table"
          aria-label={t('orders:lines.title')}
          aria-rowcount={lines.length + 1}
          sx={{ minWidth: (showLots ? 1180 : 1030) + (stock ? 96 : 0) }}
        >
          <Box
            role="row"
            sx={{ display: 'grid', gridTemplateColumns: columns, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
          >
            {head.map((key, i) => (
              <Typography
                key={key || i}
                role="columnheader"
                variant="caption"
                sx={{
                  px: 0.75,
                  fontWeight: 600,
                  textAlign: ['#', 'vat', 'amount', 'stock', 'price', 'discount', 'total'].includes(key) ? 'end' : 'start',
                }}
              >
                {key === '#' || !key ? key : t(`orders:lines.${key}`)}
              </Typography>
            ))}
          </Box>
          {lines.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('orders:lines.empty')}
            </Typography>
          ) : (
            <VirtualRows
              ref={list}
              items={lines}
              rowHeight={rowHeight}
              maxHeight={Math.min(lines.length, 12) * rowHeight}
              getKey={(line) => line.key}
              data-testid="order-lines"
              renderRow={(line, index) => (
                <OrderLineRow
                  line={line}
                  index={index}
                  dispatch={dispatch}
                  errors={errors.get(line.key)}
                  showLots={showLots}
                  readOnly={readOnly}
                  language={i18n.language}
                  showStock={!!stock}
                  available={stock?.get(line.itemId)}
                  short={shortItems.has(line.itemId)}
                />
              )}
            />
          )}
        </Box>
      </Paper>
      <Typography variant="caption" color="text.secondary" data-testid="line-count">
        {t('orders:lines.count', { count: lines.length })}
      </Typography>
    </Stack>
  );
});
