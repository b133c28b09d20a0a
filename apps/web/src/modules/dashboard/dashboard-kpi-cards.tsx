import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatQuantity } from '@/components/format';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useRealtimeKpis } from '@/modules/ai-analytics/bi-api';

/**
 * The real-time KPIs on the dashboard for the company's administrators (issue 32): each card
 * opens the AI analytics tab it comes from; the figures follow the live stream.
 */
export function DashboardKpiCards() {
  useLazyNamespace('aiAnalytics');
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const kpis = useRealtimeKpis();
  const k = kpis.data?.data;
  if (!k) return null;
  const openOrders = k.openOrdersByStatus.reduce((sum, s) => sum + s.count, 0);
  const cards: Array<{ key: string; value: string; tab: string }> = [
    { key: 'ordersToday', value: formatQuantity(k.ordersToday, lang), tab: 'overview' },
    { key: 'revenueToday', value: formatMoney(k.revenueToday, lang), tab: 'sales' },
    { key: 'openOrders', value: formatQuantity(openOrders, lang), tab: 'operations' },
    {
      key: 'invoicesOverdue',
      value: `${formatQuantity(k.invoicesOverdueCount, lang)} · ${formatMoney(k.invoicesOverdueAmount, lang)}`,
      tab: 'customers',
    },
    { key: 'cashReceivedToday', value: formatMoney(k.cashReceivedToday, lang), tab: 'overview' },
    { key: 'lowStockItems', value: formatQuantity(k.lowStockItems, lang), tab: 'predictive' },
    { key: 'cratesOut', value: formatQuantity(k.cratesOut, lang), tab: 'overview' },
  ];
  return (
    <Grid container spacing={2} data-testid="dashboard-kpis">
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 6, sm: 4, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }} data-testid={`dashboard-kpi-${card.key}`}>
            <CardActionArea
              component={Link}
              to={`/ai-analytics${card.tab === 'overview' ? '' : `?tab=${card.tab}`}`}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography color="text.secondary" variant="body2">
                  {t(card.key === 'openOrders' ? 'aiAnalytics:overview.openOrders' : `aiAnalytics:kpi.${card.key}`)}
                </Typography>
                <Typography variant="h5" component="p">
                  <bdi>{card.value}</bdi>
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
