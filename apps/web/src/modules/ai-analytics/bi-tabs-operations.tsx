import { Alert, TableCell, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { BiQuery } from '@wb/contract/business-intelligence';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { formatDate, formatMoney, formatPercent, formatQuantity } from '@/components/format';
import { Grid } from '@/components/grid';
import { Stack } from '@/components/stack';
import { useOperationalEfficiency, usePredictiveAnalytics } from './bi-api';

import { ChartBox, Figure, n, ScrollTable } from './bi-parts';

export function OperationsTab({ query }: { query: BiQuery }) {
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

export function PredictiveTab({ weeks }: { weeks: number }) {
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
