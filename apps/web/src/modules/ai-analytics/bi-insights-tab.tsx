import { Box, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { BiQuery } from '@wb/contract/business-intelligence';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/app/api/api-client';
import { formatMoney, formatPercent, formatQuantity } from '@/components/format';
import { Stack } from '@/components/stack';
import { useBiMetrics, useCustomerSegments, usePredictiveAnalytics, useSalesPerformance } from './bi-api';

import { n } from './bi-parts';

/** The assistant's own figures (GET /ai/analytics/*), when the server has them; read defensively. */
export function useChatMetrics() {
  return useQuery({
    queryKey: ['ai', 'analytics', 'success-rate'],
    queryFn: async ({ signal }) => {
      const answer = (await apiRequest('/ai/analytics/success-rate', { signal }).catch(() => null)) as { data?: unknown } | null;
      const data = answer && typeof answer === 'object' ? answer.data : null;
      if (!data || typeof data !== 'object') return null;
      return Object.entries(data as Record<string, unknown>).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
    },
    retry: false,
  });
}

export function InsightsTab({ query }: { query: BiQuery }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sales = useSalesPerformance(query);
  const segments = useCustomerSegments(query);
  const metrics = useBiMetrics(query);
  const predictive = usePredictiveAnalytics(8);
  const chat = useChatMetrics();
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
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="insights-list">
        <Typography variant="h6">{t('aiAnalytics:insights.title')}</Typography>
        {insights.length === 0 ? (
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
      {chat.data && chat.data.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="chat-metrics">
          <Typography variant="h6">{t('aiAnalytics:insights.assistant')}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableBody>
                {chat.data.map(([key, value]) => (
                  <TableRow key={key}>
                    <TableCell>{key}</TableCell>
                    <TableCell align="right">{formatQuantity(value, lang, 2)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
