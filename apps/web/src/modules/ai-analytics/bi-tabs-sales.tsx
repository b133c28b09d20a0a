import { Alert, Chip, TableCell, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { BiQuery } from '@wb/contract/business-intelligence';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { formatDate, formatMoney, formatPercent, formatQuantity } from '@/components/format';
import { Grid } from '@/components/grid';
import { Stack } from '@/components/stack';
import { statusLabel } from './status-label';
import { useBiMetrics, useCustomerSegments, useRealtimeKpis, useSalesPerformance } from './bi-api';

import { Breakdown, ChartBox, Figure, n, ScrollTable } from './bi-parts';

export function OverviewTab({ query }: { query: BiQuery }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const metrics = useBiMetrics(query);
  const live = useRealtimeKpis();
  const m = metrics.data?.data;
  const k = live.data?.data ?? m;
  if (metrics.error) return <Alert severity="error">{describeError(t, metrics.error)}</Alert>;
  if (!m || !k) return null;
  const figures: Array<[string, string]> = [
    ['ordersToday', formatQuantity(k.ordersToday, lang)],
    ['revenueToday', formatMoney(k.revenueToday, lang)],
    ['cashReceivedToday', formatMoney(k.cashReceivedToday, lang)],
    ['invoicesDue', `${formatQuantity(k.invoicesDueCount, lang)} · ${formatMoney(k.invoicesDueAmount, lang)}`],
    ['invoicesOverdue', `${formatQuantity(k.invoicesOverdueCount, lang)} · ${formatMoney(k.invoicesOverdueAmount, lang)}`],
    ['lowStockItems', formatQuantity(k.lowStockItems, lang)],
    ['cratesOut', formatQuantity(k.cratesOut, lang)],
    ['revenue', formatMoney(m.revenue, lang)],
    ['margin', formatMoney(m.margin, lang)],
    ['orders', formatQuantity(m.orders, lang)],
    ['cashReceived', formatMoney(m.cashReceived, lang)],
    [
      'dso',
      m.daysSalesOutstanding === null
        ? '—'
        : t('aiAnalytics:days', { count: m.daysSalesOutstanding, value: formatQuantity(m.daysSalesOutstanding, lang, 1) }),
    ],
  ];
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {figures.map(([key, value]) => (
          <Grid key={key} size={{ xs: 6, md: 3 }}>
            <Figure label={t(`aiAnalytics:kpi.${key}`)} value={value} testId={`kpi-${key}`} />
          </Grid>
        ))}
      </Grid>
      <ChartBox title={t('aiAnalytics:overview.openOrders')} testId="chart-open-orders">
        {k.openOrdersByStatus.length > 0 ? (
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: k.openOrdersByStatus.map((s) => statusLabel(t, s)) }]}
            series={[
              {
                data: k.openOrdersByStatus.map((s) => s.count),
                label: t('aiAnalytics:kpi.orders'),
                valueFormatter: (v) => formatQuantity(v ?? 0, lang),
              },
            ]}
          />
        ) : (
          <Typography color="text.secondary">{t('aiAnalytics:noData')}</Typography>
        )}
      </ChartBox>
    </Stack>
  );
}

export function SalesTab({ query }: { query: BiQuery }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sales = useSalesPerformance(query);
  const s = sales.data?.data;
  if (sales.error) return <Alert severity="error">{describeError(t, sales.error)}</Alert>;
  if (!s) return null;
  const change = n(s.previousRevenue) > 0 ? formatPercent((100 * (n(s.revenue) - n(s.previousRevenue))) / n(s.previousRevenue), lang) : '—';
  const label = (p: string) =>
    s.granularity === 'day'
      ? formatDate(p, lang)
      : new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric' }).format(new Date(`${p}-01T12:00:00`));
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={t('aiAnalytics:kpi.revenue')} value={formatMoney(s.revenue, lang)} testId="sales-revenue" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={t('aiAnalytics:kpi.margin')} value={formatMoney(s.margin, lang)} testId="sales-margin" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={t('aiAnalytics:sales.previous')} value={formatMoney(s.previousRevenue, lang)} testId="sales-previous" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={t('aiAnalytics:sales.change')} value={change} testId="sales-change" />
        </Grid>
      </Grid>
      <ChartBox title={t('aiAnalytics:sales.trend')} testId="chart-sales">
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: s.series.map((p) => p.period), valueFormatter: (v: string) => label(v) }]}
          series={[
            {
              data: s.series.map((p) => n(p.revenue)),
              label: t('aiAnalytics:kpi.revenue'),
              valueFormatter: (v) => formatMoney(String(v ?? 0), lang),
            },
            {
              data: s.series.map((p) => n(p.margin)),
              label: t('aiAnalytics:kpi.margin'),
              valueFormatter: (v) => formatMoney(String(v ?? 0), lang),
            },
            {
              data: s.series.map((p) => n(p.previousRevenue)),
              label: t('aiAnalytics:sales.previous'),
              valueFormatter: (v) => formatMoney(String(v ?? 0), lang),
            },
          ]}
        />
      </ChartBox>
      <Breakdown title={t('aiAnalytics:sales.byItem')} rows={s.byItem} testId="sales-by-item" />
      <Breakdown title={t('aiAnalytics:sales.byCategory')} rows={s.byCategory} testId="sales-by-category" />
      <Breakdown title={t('aiAnalytics:sales.byAccount')} rows={s.byAccount} testId="sales-by-account" />
      <Breakdown title={t('aiAnalytics:sales.byRoute')} rows={s.byRoute} testId="sales-by-route" />
      <Breakdown title={t('aiAnalytics:sales.byEmployee')} rows={s.byEmployee} testId="sales-by-employee" />
    </Stack>
  );
}

export function CustomersTab({ query }: { query: BiQuery }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const segments = useCustomerSegments(query);
  const c = segments.data?.data;
  if (segments.error) return <Alert severity="error">{describeError(t, segments.error)}</Alert>;
  if (!c) return null;
  const used = c.segments.filter((s) => s.customers > 0);
  return (
    <Stack spacing={2}>
      <ChartBox title={t('aiAnalytics:customers.segments')} testId="chart-segments">
        {used.length > 0 ? (
          <PieChart
            height={280}
            series={[
              { data: used.map((s, i) => ({ id: i, value: s.customers, label: t(`aiAnalytics:segment.${s.segment}`) })), innerRadius: 50 },
            ]}
          />
        ) : (
          <Typography color="text.secondary">{t('aiAnalytics:noData')}</Typography>
        )}
      </ChartBox>
      <ScrollTable
        title={t('aiAnalytics:customers.overdue')}
        testId="customers-overdue"
        head={
          <>
            <TableCell>{t('aiAnalytics:customers.customer')}</TableCell>
            <TableCell>{t('aiAnalytics:customers.lastOrder')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:customers.usualInterval')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:customers.daysSince')}</TableCell>
          </>
        }
      >
        {c.overdue.map((row) => (
          <TableRow key={row.accountId}>
            <TableCell>{row.companyName}</TableCell>
            <TableCell>{formatDate(row.lastOrderDate, lang)}</TableCell>
            <TableCell align="right">{formatQuantity(row.usualIntervalDays, lang, 1)}</TableCell>
            <TableCell align="right">{formatQuantity(row.daysSinceLastOrder, lang)}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
      <ScrollTable
        title={t('aiAnalytics:customers.rfm')}
        testId="customers-rfm"
        head={
          <>
            <TableCell>{t('aiAnalytics:customers.customer')}</TableCell>
            <TableCell>{t('aiAnalytics:customers.segment')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:customers.recency')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:customers.frequency')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:customers.monetary')}</TableCell>
            <TableCell align="right">RFM</TableCell>
          </>
        }
      >
        {c.customers.map((row) => (
          <TableRow key={row.accountId}>
            <TableCell>{row.companyName}</TableCell>
            <TableCell>
              <Chip size="small" label={t(`aiAnalytics:segment.${row.segment}`)} />
            </TableCell>
            <TableCell align="right">{formatQuantity(row.recencyDays, lang)}</TableCell>
            <TableCell align="right">{formatQuantity(row.frequency, lang)}</TableCell>
            <TableCell align="right">{formatMoney(row.monetary, lang)}</TableCell>
            <TableCell align="right">
              <bdi>{`${row.r}${row.f}${row.m}`}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </ScrollTable>
    </Stack>
  );
}
