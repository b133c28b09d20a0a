import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import type { OrderTotals } from '@wb/contract/orders';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@wb/domain/format/locale';
import { formatMoney, formatPercent, formatQuantity } from '@/components/format';

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} color={strong ? undefined : 'text.secondary'}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Net, VAT per rate, gross, packages, weight and profit, as the server will store them. */
export const OrderTotalsPanel = memo(function OrderTotalsPanel({ totals }: { totals: OrderTotals }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, i18n.language);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-totals">
      <Typography variant="h6" gutterBottom>
        {t('orders:totals.title')}
      </Typography>
      <Stack spacing={0.75}>
        <Row label={t('orders:totals.net')} value={money(totals.net)} testId="total-net" />
        {totals.vatBreakdown.map((v) => (
          <Row
            key={v.rate}
            label={t('orders:totals.vatRate', { rate: formatPercent(v.rate, i18n.language), base: money(v.base) })}
            value={money(v.vat)}
            testId={`total-vat-${v.rate}`}
          />
        ))}
        <Row label={t('orders:totals.vat')} value={money(totals.vat)} testId="total-vat" />
        <Divider />
        <Row label={t('orders:totals.gross')} value={money(totals.gross)} strong testId="total-gross" />
        <Divider />
        <Row label={t('orders:totals.packages')} value={formatQuantity(totals.packages, i18n.language, 0)} testId="total-packages" />
        <Row
          label={t('orders:totals.weight')}
          value={isolate(`${formatQuantity(totals.weight, i18n.language, 3)} kg`, i18n.language)}
          testId="total-weight"
        />
        <Row label={t('orders:totals.profit')} value={money(totals.profit)} testId="total-profit" />
        {totals.uncostedLines > 0 && (
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('orders:totals.uncosted', { count: totals.uncostedLines })}
            </Typography>
          </Box>
        )}
      </Stack>
    </Paper>
  );
});
