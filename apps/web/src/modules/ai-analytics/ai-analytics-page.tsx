import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { BiQuery, BreakdownRow } from '@wb/contract/business-intelligence';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiRequest } from '@/app/api/api-client';
import { describeError } from '@/app/messages';
import { DateRangeFields } from '@/components/date-range-fields';
import { formatDate, formatMoney, formatPercent, formatQuantity } from '@/components/format';
import { Grid } from '@/components/grid';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { statusLabel } from './status-label';
import {
  useBiMetrics,
  useCustomerSegments,
  useOperationalEfficiency,
  usePredictiveAnalytics,
  useRealtimeKpis,
  useSalesPerformance,
} from './bi-api';

export const analyticsTabs = ['overview', 'sales', 'customers', 'operations', 'predictive', 'insights'] as const;
type AnalyticsTab = (typeof analyticsTabs)[number];

const n = (value: string | number) => Number(value);

/** A figure card: label above, value below. */
function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          <bdi>{value}</bdi>
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A table that scrolls sideways on a phone rather than widen the page. */
function ScrollTable({ title, testId, head, children }: { title: string; testId: string; head: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Typography variant="h6" sx={{ p: 2, pb: 0 }}>
        {title}
      </Typography>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Paper>
  );
}

function ChartBox({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="h6">{title}</Typography>
      {children}
    </Paper>
  );
}

function OverviewTab({ query }: { query: BiQuery }) {
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

function Breakdown({ title, rows, testId }: { title: string; rows: BreakdownRow[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ScrollTable
      title={title}
      testId={testId}
      head={
        <>
          <TableCell>{t('aiAnalytics:sales.name')}</TableCell>
          <TableCell align="right">{t('aiAnalytics:kpi.revenue')}</TableCell>
          <TableCell align="right">{t('aiAnalytics:kpi.margin')}</TableCell>
          <TableCell align="right">{t('aiAnalytics:sales.previous')}</TableCell>
          <TableCell align="right">{t('aiAnalytics:sales.change')}</TableCell>
        </>
      }
    >
      {rows.map((row) => (
        <TableRow key={row.key}>
          <TableCell>{row.label || t('aiAnalytics:sales.none')}</TableCell>
          <TableCell align="right">{formatMoney(row.revenue, lang)}</TableCell>
          <TableCell align="right">{formatMoney(row.margin, lang)}</TableCell>
          <TableCell align="right">{formatMoney(row.previousRevenue, lang)}</TableCell>
          <TableCell align="right">
            {n(row.previousRevenue) > 0
              ? formatPercent((100 * (n(row.revenue) - n(row.previousRevenue))) / n(row.previousRevenue), lang)
              : '—'}
          </TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}

function SalesTab({ query }: { query: BiQuery }) {
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

function CustomersTab({ query }: { query: BiQuery }) {
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

function OperationsTab({ query }: { query: BiQuery }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ops = useOperationalEfficiency(query);
  const o = ops.data?.data;
  if (ops.error) return <Alert severity="error">{describeError(t, ops.error)}</Alert>;
  if (!o) return null;
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={t('aiAnalytics:operations.onTime')}
            value={o.onTimeRate === null ? '—' : formatPercent(o.onTimeRate, lang)}
            testId="ops-on-time"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={t('aiAnalytics:operations.deliveries')} value={formatQuantity(o.deliveries, lang)} testId="ops-deliveries" />
        </Grid>
      </Grid>
      <ChartBox title={t('aiAnalytics:operations.cycleTimes')} testId="chart-cycle-times">
        <BarChart
          height={260}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: o.cycleTimes.map((c) => t(`aiAnalytics:operations.step.${c.step}`)), width: 140 }]}
          series={[
            {
              data: o.cycleTimes.map((c) => c.averageDays ?? 0),
              label: t('aiAnalytics:operations.averageDays'),
              valueFormatter: (v) => formatQuantity(v ?? 0, lang, 1),
            },
          ]}
        />
      </ChartBox>
      <ScrollTable
        title={t('aiAnalytics:operations.turnover')}
        testId="ops-turnover"
        head={
          <>
            <TableCell>{t('aiAnalytics:sales.name')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:operations.sold')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:operations.onHand')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:operations.turnoverRate')}</TableCell>
          </>
        }
      >
        {o.stockTurnover.map((row) => (
          <TableRow key={row.itemId}>
            <TableCell>{row.name}</TableCell>
            <TableCell align="right">{formatQuantity(row.soldQuantity, lang)}</TableCell>
            <TableCell align="right">{formatQuantity(row.onHand, lang)}</TableCell>
            <TableCell align="right">{row.turnover === null ? '—' : formatQuantity(row.turnover, lang, 1)}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
      <ScrollTable
        title={t('aiAnalytics:operations.paymentDelay')}
        testId="ops-payment-delay"
        head={
          <>
            <TableCell>{t('aiAnalytics:customers.customer')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:operations.invoices')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:operations.daysLate')}</TableCell>
          </>
        }
      >
        {o.paymentDelay.map((row) => (
          <TableRow key={row.accountId}>
            <TableCell>{row.companyName}</TableCell>
            <TableCell align="right">{formatQuantity(row.invoices, lang)}</TableCell>
            <TableCell align="right">{formatQuantity(row.averageDaysLate, lang, 1)}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
    </Stack>
  );
}

function PredictiveTab({ weeks }: { weeks: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const predictive = usePredictiveAnalytics(weeks);
  const p = predictive.data?.data;
  if (predictive.error) return <Alert severity="error">{describeError(t, predictive.error)}</Alert>;
  if (!p) return null;
  const history = p.historyWeeks.slice(-16);
  const dates = [...history.map((w) => w.weekStart), ...p.forecast.map((w) => w.weekStart)];
  const pad = (values: Array<number | null>, before: number, after: number) => [
    ...Array(before).fill(null),
    ...values,
    ...Array(after).fill(null),
  ];
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={t('aiAnalytics:predictive.mape', { weeks: p.backtestWeeks })}
            value={p.backtestMape === null ? '—' : formatPercent(p.backtestMape, lang)}
            testId="predictive-mape"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={t('aiAnalytics:predictive.nextWeek')}
            value={p.forecast[0] ? formatMoney(p.forecast[0].forecast, lang) : '—'}
            testId="predictive-next-week"
          />
        </Grid>
      </Grid>
      <ChartBox title={t('aiAnalytics:predictive.forecast', { weeks: p.forecast.length })} testId="chart-forecast">
        <Typography color="text.secondary" variant="body2">
          {t('aiAnalytics:predictive.method')}
        </Typography>
        <LineChart
          height={320}
          xAxis={[{ scaleType: 'point', data: dates, valueFormatter: (v: string) => formatDate(v, lang) }]}
          series={[
            {
              data: pad(
                history.map((w) => n(w.revenue)),
                0,
                p.forecast.length,
              ),
              label: t('aiAnalytics:predictive.actual'),
              valueFormatter: (v) => (v === null ? '' : formatMoney(String(v), lang)),
            },
            {
              data: pad(
                p.forecast.map((w) => n(w.forecast)),
                history.length,
                0,
              ),
              label: t('aiAnalytics:predictive.expected'),
              valueFormatter: (v) => (v === null ? '' : formatMoney(String(v), lang)),
            },
            {
              data: pad(
                p.forecast.map((w) => n(w.lower)),
                history.length,
                0,
              ),
              label: t('aiAnalytics:predictive.lower'),
              valueFormatter: (v) => (v === null ? '' : formatMoney(String(v), lang)),
            },
            {
              data: pad(
                p.forecast.map((w) => n(w.upper)),
                history.length,
                0,
              ),
              label: t('aiAnalytics:predictive.upper'),
              valueFormatter: (v) => (v === null ? '' : formatMoney(String(v), lang)),
            },
          ]}
        />
      </ChartBox>
      <ScrollTable
        title={t('aiAnalytics:predictive.reorder')}
        testId="predictive-reorder"
        head={
          <>
            <TableCell>{t('aiAnalytics:sales.name')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:operations.onHand')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:predictive.velocity')}</TableCell>
            <TableCell align="right">{t('aiAnalytics:predictive.daysOfStock')}</TableCell>
            <TableCell>{t('aiAnalytics:predictive.reorderDate')}</TableCell>
          </>
        }
      >
        {p.reorder.map((row) => (
          <TableRow key={row.itemId}>
            <TableCell>{row.name}</TableCell>
            <TableCell align="right">{formatQuantity(row.onHand, lang)}</TableCell>
            <TableCell align="right">{formatQuantity(row.dailyVelocity, lang, 2)}</TableCell>
            <TableCell align="right">{row.daysOfStock === null ? '—' : formatQuantity(row.daysOfStock, lang, 1)}</TableCell>
            <TableCell>{row.reorderDate ? formatDate(row.reorderDate, lang) : '—'}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
    </Stack>
  );
}

/** The assistant's own figures (GET /ai/analytics/*), when the server has them; read defensively. */
function useChatMetrics() {
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

function InsightsTab({ query }: { query: BiQuery }) {
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

/** /ai-analytics (platform §7): the company's figures in six tabs, for a period the reader chooses. */
export function AiAnalyticsPage() {
  useLazyNamespace('aiAnalytics', 'orders');
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as AnalyticsTab | null;
  const tab: AnalyticsTab = asked && analyticsTabs.includes(asked) ? asked : 'overview';
  const startDate = params.get('startDate') || undefined;
  const endDate = params.get('endDate') || undefined;
  const query: BiQuery = { startDate, endDate };
  const weeks = Math.min(12, Math.max(4, Number(params.get('weeks') ?? 8) || 8));
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <Stack spacing={2}>
      <PageHeader title={t('aiAnalytics:title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <DateRangeFields
          from={startDate ?? ''}
          to={endDate ?? ''}
          onFrom={(v) => set('startDate', v)}
          onTo={(v) => set('endDate', v)}
          labels={[t('aiAnalytics:from'), t('aiAnalytics:to')]}
          testIds={['bi-from', 'bi-to']}
        />
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: AnalyticsTab) => set('tab', value === 'overview' ? '' : value)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {analyticsTabs.map((key) => (
          <Tab key={key} value={key} label={t(`aiAnalytics:tabs.${key}`)} data-testid={`tab-${key}`} />
        ))}
      </Tabs>
      <Box data-testid={`panel-${tab}`}>
        {tab === 'overview' && <OverviewTab query={query} />}
        {tab === 'sales' && <SalesTab query={query} />}
        {tab === 'customers' && <CustomersTab query={query} />}
        {tab === 'operations' && <OperationsTab query={query} />}
        {tab === 'predictive' && <PredictiveTab weeks={weeks} />}
        {tab === 'insights' && <InsightsTab query={query} />}
      </Box>
    </Stack>
  );
}
