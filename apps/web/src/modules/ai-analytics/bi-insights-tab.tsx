import { Alert, Box, LinearProgress, Paper, Typography } from '@mui/material';
import type { BiQuery } from '@wb/contract/business-intelligence';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { formatMoney, formatPercent } from '@/components/format';
import { Stack } from '@/components/stack';
import { useBiMetrics, useCustomerSegments, usePredictiveAnalytics, useSalesPerformance } from './bi-api';

import { n } from './bi-parts';
import { AssistantInsights } from './ai-assistant-insights';

export function InsightsTab({ query }: { query: BiQuery }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sales = useSalesPerformance(query);
  const segments = useCustomerSegments(query);
  const metrics = useBiMetrics(query);
  const predictive = usePredictiveAnalytics(8);
  const insights: Array<{ key: string; text: string }> = [];
  const s = sales.data?.data;
  if (s && n(s.previousRevenue) > 0) {
    const change = (n(s.revenue) - n(s.previousRevenue)) / n(s.previousRevenue);
    insights.push({
      key: 'revenue',
      text: t(change >= 0 ? 'aiAnalytics:insights.revenueUp' : 'aiAnalytics:insights.revenueDown', {
        change: formatPercent(Math.abs(change) * 100, lang),
      }),
    });
  }
  const grower = s?.byItem
    .filter((row) => n(row.previousRevenue) > 0)
    .sort((a, b) => n(b.revenue) / n(b.previousRevenue) - n(a.revenue) / n(a.previousRevenue))[0];
  if (grower)
    insights.push({
      key: 'grower',
      text: t('aiAnalytics:insights.topGrower', { item: grower.label, revenue: formatMoney(grower.revenue, lang) }),
    });
  const overdue = segments.data?.data.overdue ?? [];
  if (overdue.length > 0)
    insights.push({
      key: 'overdue',
      text: t('aiAnalytics:insights.overdueCustomers', { count: overdue.length, name: overdue[0]?.companyName }),
    });
  const m = metrics.data?.data;
  if (m && m.invoicesOverdueCount > 0)
    insights.push({
      key: 'invoices',
      text: t('aiAnalytics:insights.overdueInvoices', {
        count: m.invoicesOverdueCount,
        amount: formatMoney(m.invoicesOverdueAmount, lang),
      }),
    });
  const p = predictive.data?.data;
  if (p?.forecast[0])
    insights.push({
      key: 'forecast',
      text: t('aiAnalytics:insights.forecast', {
        amount: formatMoney(p.forecast[0].forecast, lang),
        mape: p.backtestMape === null ? '—' : formatPercent(p.backtestMape, lang),
      }),
    });
  const reorderSoon = p?.reorder.filter((row) => row.reorderDate !== null && row.daysOfStock !== null && row.daysOfStock <= 14) ?? [];
  if (reorderSoon.length > 0)
    insights.push({ key: 'reorder', text: t('aiAnalytics:insights.reorder', { count: reorderSoon.length, item: reorderSoon[0]?.name }) });
  // "No data" only once every source has answered; until then the list is loading.
  const sources = [sales, segments, metrics, predictive];
  const error = sources.find((source) => source.error)?.error;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="insights-list">
        <Typography variant="h6">{t('aiAnalytics:insights.title')}</Typography>
        {error ? (
          <Alert severity="error">{describeError(t, error)}</Alert>
        ) : sources.some((source) => source.isPending) ? (
          <LinearProgress aria-label={t('aiAnalytics:insights.title')} />
        ) : insights.length === 0 ? (
          <Typography color="text.secondary">{t('aiAnalytics:noData')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, ps: 3 }}>
            {insights.map((insight) => (
              <li key={insight.key} data-testid={`insight-${insight.key}`}>
                <Typography>{insight.text}</Typography>
              </li>
            ))}
          </Box>
        )}
      </Paper>
      <AssistantInsights />
    </Stack>
  );
}
