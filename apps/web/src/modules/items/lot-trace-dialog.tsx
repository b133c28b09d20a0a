import { Alert, Box, Button, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { formatDate, formatDateTime, formatQuantity } from '@/components/format';
import { Stack } from '@/components/stack';
import { describeError } from '@/app/messages';
import { useLotTrace } from './items-api';

/**
 * A lot from supplier to customer (issue 26): the purchase orders it came in on (with the supplier)
 * and the orders it went out to (with the customer); each opens its page, from where the way back
 * leads to this lot again through the item.
 */
export function LotTraceDialog({ itemId, lotId, onClose }: { itemId: string; lotId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trace = useLotTrace(itemId, lotId);
  const data = trace.data;
  return (
    <Dialog open={!!lotId} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{data ? t('items:trace.title', { lot: data.lot.lotNumber }) : t('items:trace.loading')}</DialogTitle>
      <DialogContent>
        {trace.error && <Alert severity="error">{describeError(t, trace.error)}</Alert>}
        {data && (
          <Stack spacing={2} data-testid="lot-trace">
            <Typography variant="body2">
              <bdi>
                {data.item.sku} · {data.item.name}
              </bdi>
              {data.lot.expiryDate ? ` — ${t('items:trace.expiry', { date: formatDate(data.lot.expiryDate, i18n.language) })}` : ''}
            </Typography>
            <Box>
              <Typography variant="subtitle1">{t('items:trace.in')}</Typography>
              {data.receipts.length === 0 && <Typography color="text.secondary">{t('items:trace.noReceipts')}</Typography>}
              <List dense disablePadding>
                {data.receipts.map((r) => (
                  <ListItemButton
                    key={`${r.purchaseOrderId}-${r.receivedAt}`}
                    component={Link}
                    to={`/purchase-orders/${r.purchaseOrderId}`}
                    data-testid="trace-receipt"
                  >
                    <ListItemText
                      primary={
                        <bdi>
                          {r.poNumber} · {r.supplierName}
                        </bdi>
                      }
                      secondary={`${formatQuantity(r.units, i18n.language)} ${data.item.unit} — ${formatDateTime(r.receivedAt, i18n.language)}${r.reversed ? ` (${t('items:trace.reversed')})` : ''}`}
                    />
                  </ListItemButton>
                ))}
              </List>
            </Box>
            <Box>
              <Typography variant="subtitle1">{t('items:trace.out')}</Typography>
              {data.sales.length === 0 && <Typography color="text.secondary">{t('items:trace.noSales')}</Typography>}
              <List dense disablePadding>
                {data.sales.map((s) => (
                  <ListItemButton
                    key={`${s.orderId}-${s.delivered}`}
                    component={Link}
                    to={`/orders/${s.orderId}/edit`}
                    data-testid="trace-sale"
                  >
                    <ListItemText
                      primary={
                        <bdi>
                          {s.orderNumber} · {s.accountName}
                        </bdi>
                      }
                      secondary={`${formatQuantity(s.amount, i18n.language)} ${data.item.unit} — ${formatDate(s.deliveryDate ?? s.orderDate, i18n.language)}${s.delivered ? '' : ` · ${t('items:trace.notDelivered')}`}`}
                    />
                  </ListItemButton>
                ))}
              </List>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
