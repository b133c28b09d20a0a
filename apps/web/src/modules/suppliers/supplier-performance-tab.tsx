import { Alert, Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/components/format';
import { usePerformance } from './suppliers-api';

/** Figures from real data only: purchase figures come from the supplier's purchase orders. */
export function SupplierPerformanceTab({ supplierId }: { supplierId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = usePerformance(supplierId);
  if (!data) return null;
  const figures: Array<[string, string]> = [
    ['totalOrders', String(data.totalOrders)],
    ['totalSpent', formatMoney(data.totalSpent, i18n.language)],
    ['averageDeliveryDays', data.averageDeliveryDays === null ? '—' : String(data.averageDeliveryDays)],
    ['onTimeRate', data.onTimeRate === null ? '—' : `${data.onTimeRate}%`],
    ['rating', data.rating === null ? '—' : String(data.rating)],
    ['linkedItems', String(data.linkedItems)],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
      {data.totalOrders === 0 && (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
          {t('suppliers:performance.noOrders')}
        </Alert>
      )}
      {figures.map(([key, value]) => (
        <Paper key={key} variant="outlined">
          <Box sx={{ p: 2 }}>
            <Typography color="text.secondary">{t(`suppliers:performance.${key}`)}</Typography>
            <Typography variant="h5" data-testid={`performance-${key}`}>
              {value}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
