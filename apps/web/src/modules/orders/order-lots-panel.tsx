import { Paper, Stack, Typography } from '@mui/material';
import type { Order } from '@wb/contract/orders';
import { useTranslation } from 'react-i18next';
import { formatDate, formatQuantity } from '@/components/format';

/**
 * The lots of the order's lot-tracked lines: those the delivery took once the goods have left
 * stock, else those a delivery now would take (first expired, first out, or the lot the line
 * names). The picker overrides FEFO by choosing a lot in the line's lot column.
 */
export function OrderLotsPanel({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const lines = order.lines.filter((line) => line.lots.length > 0);
  if (!lines.length) return null;
  const taken = !!order.stockBookedAt;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-lots" data-taken={taken ? 'true' : 'false'}>
      <Typography variant="h6">{t(taken ? 'orders:lots.taken' : 'orders:lots.planned')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(taken ? 'orders:lots.takenHint' : 'orders:lots.plannedHint')}
      </Typography>
      <Stack spacing={1}>
        {lines.map((line) => (
          <Stack key={line.id} spacing={0.25} data-testid="order-lots-line">
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              <bdi>
                {line.position}. {line.name}
              </bdi>
            </Typography>
            {line.lots.map((lot) => (
              <Typography
                key={lot.lotId}
                variant="body2"
                color="text.secondary"
                sx={{ paddingInlineStart: 2, overflowWrap: 'anywhere' }}
                data-testid="order-lot"
                data-lot={lot.lotNumber}
              >
                {t('orders:lots.line', {
                  lot: lot.lotNumber,
                  quantity: formatQuantity(lot.quantity, i18n.language),
                  unit: line.unit,
                })}
                {lot.expiryDate ? ` · ${t('orders:lots.expiry', { date: formatDate(lot.expiryDate, i18n.language) })}` : ''}
              </Typography>
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
