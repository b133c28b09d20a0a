import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Stack } from '@/components/stack';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { todayInCompanyZone } from '@wb/domain/today';
import { useState } from 'react';
import type { Item } from '@wb/contract/items';
import { useTranslation } from 'react-i18next';
import { LabelPrintLauncher, type PrintPreset } from '@/modules/labels/label-print-launcher';
import { costPriceOf } from '@wb/domain/order-line';
import { formatDate, formatDateTime, formatMoney, formatPercent, formatQuantity } from '@/components/format';
import { useCan } from '@/components/use-can';
import { useSettings } from '@/app/workspace-settings';
import { useItemStock } from './items-api';
import { LotForm } from './lot-form';
import { LotTraceDialog } from './lot-trace-dialog';
import { MovementForm } from './movement-form';

/**
 * An item's stock: quantity on hand, its lots (with expiry) and its latest movements, and the
 * forms that change it — a movement, or a new lot when the item is tracked by lot.
 */
export function ItemStockDialog({ itemId, onClose }: { itemId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSettings();
  const { data, error } = useItemStock(itemId);
  const canWrite = useCan('clients:write');
  const tracking = settings?.items.enableStockTracking ?? true;
  const lotsOn = !!settings?.traceability.enabled && !!data?.item.lotTracked;
  const today = todayInCompanyZone();
  const canPrint = useCan('orders:write');
  const [printing, setPrinting] = useState<PrintPreset | null>(null);
  const [tracing, setTracing] = useState<string | null>(null);
  const itemRef = data ? { id: data.item.id, sku: data.item.sku, name: data.item.name } : undefined;

  return (
    <Dialog open={!!itemId} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{data ? `${data.item.sku} · ${data.item.name}` : t('items:stock.title')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{t('items:errors.loadFailed')}</Alert>}
        {data && (
          <Stack spacing={3}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="h5" data-testid="stock-on-hand">
                {formatQuantity(data.item.quantityOnHand, i18n.language)} {data.item.unit}
              </Typography>
              {data.item.lowStock && <Chip color="warning" label={t('items:stock.low')} />}
            </Stack>
            <CostAndMargin item={data.item} />
            {!tracking && <Alert severity="info">{t('lists:messages.stockTrackingOff')}</Alert>}
            {(lotsOn || data.lots.length > 0) && (
              <Stack spacing={1}>
                <Typography variant="h6">{t('items:lots.title')}</Typography>
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" data-testid="lot-table">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('items:lots.lotNumber')}</TableCell>
                        <TableCell>{t('items:lots.expiryDate')}</TableCell>
                        <TableCell align="right">{t('items:lots.quantity')}</TableCell>
                        <TableCell />
                        {canPrint && <TableCell />}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.lots.map((lot) => (
                        <TableRow key={lot.id} data-testid="lot-row">
                          <TableCell>{lot.lotNumber}</TableCell>
                          <TableCell>
                            {formatDate(lot.expiryDate, i18n.language)}{' '}
                            {lot.expiryDate && lot.expiryDate < today && (
                              <Chip size="small" color="error" label={t('items:lots.expired')} />
                            )}
                          </TableCell>
                          <TableCell align="right">{formatQuantity(lot.quantity, i18n.language)}</TableCell>
                          <TableCell align="right">
                            <Button size="small" onClick={() => setTracing(lot.id)} data-testid="lot-trace-button">
                              {t('items:trace.open')}
                            </Button>
                          </TableCell>
                          {canPrint && (
                            <TableCell align="right">
                              <Button
                                size="small"
                                onClick={() => setPrinting({ type: 'lot', item: itemRef, lotId: lot.id })}
                                data-testid="lot-label"
                              >
                                {t('items:lots.printLabel')}
                              </Button>
                            </TableCell>
                          )}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
                {canWrite && lotsOn && tracking && (
                  <LotForm
                    itemId={data.item.id}
                    expiryRequired={!!settings?.traceability.trackExpiry}
                    autoNumber={!!settings?.traceability.autoGenerateLots}
                  />
                )}
              </Stack>
            )}
            {canWrite && tracking && <MovementForm itemId={data.item.id} lots={lotsOn ? data.lots : null} />}
            <Stack spacing={1}>
              <Typography variant="h6">{t('items:movements.title')}</Typography>
              <Table size="small" data-testid="movement-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('items:movements.date')}</TableCell>
                    <TableCell>{t('items:movements.kind')}</TableCell>
                    <TableCell align="right">{t('items:movements.quantity')}</TableCell>
                    <TableCell>{t('items:lots.lotNumber')}</TableCell>
                    <TableCell>{t('items:movements.reference')}</TableCell>
                    <TableCell>{t('items:movements.by')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.movements.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell>{formatDateTime(m.createdAt, i18n.language)}</TableCell>
                      <TableCell>{t(`items:movements.kinds.${m.kind}`)}</TableCell>
                      <TableCell align="right">{formatQuantity(m.quantity, i18n.language)}</TableCell>
                      <TableCell>{m.lotNumber ?? ''}</TableCell>
                      <TableCell>{[m.reference, m.note].filter(Boolean).join(' · ')}</TableCell>
                      <TableCell>{m.createdByName}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {data.movements.length === 0 && <Typography color="text.secondary">{t('items:movements.empty')}</Typography>}
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {canPrint && itemRef && (
          <Button onClick={() => setPrinting({ type: 'product', item: itemRef })} data-testid="product-label">
            {t('items:stock.printLabel')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
      <LabelPrintLauncher preset={printing} onClose={() => setPrinting(null)} />
      {data && <LotTraceDialog itemId={data.item.id} lotId={tracing} onClose={() => setTracing(null)} />}
    </Dialog>
  );
}

/**
 * What a buyer checks on an item: the average cost per unit kept by purchase receipts (else the
 * purchase price the order margin uses), the sale price and the margin on it.
 */
function CostAndMargin({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const cost = costPriceOf(item);
  if (cost === null) return null;
  const price = Number(item.price);
  const margin = price > 0 ? (((price - Number(cost)) / price) * 100).toFixed(1) : null;
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="item-cost-margin">
      <Typography variant="body2" data-testid="item-average-cost">
        {item.averageCost !== null ? t('items:cost.average') : t('items:cost.purchase')}:{' '}
        <bdi>{t('items:cost.perUnit', { amount: formatMoney(cost, i18n.language, 4), unit: item.unit })}</bdi>
      </Typography>
      <Typography variant="body2">
        {t('items:cost.salePrice')}: <bdi>{formatMoney(item.price, i18n.language, 4)}</bdi>
      </Typography>
      {margin !== null && (
        <Typography variant="body2" color={Number(margin) < 0 ? 'error' : undefined} data-testid="item-margin">
          {t('items:cost.margin')}: <bdi>{formatPercent(margin, i18n.language)}</bdi>
        </Typography>
      )}
    </Stack>
  );
}
