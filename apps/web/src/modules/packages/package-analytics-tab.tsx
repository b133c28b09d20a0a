import { Alert, Paper, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { packageAnalyticsRanges, type PackageTrends, type PackageType } from '@wb/contract/packages';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatQuantity } from '@/components/format';
import { Stack } from '@/components/stack';
import { packageTypeLabel } from './package-labels';
import { describeError } from '@/app/messages';
import { usePackageTrends, usePackageTypeAnalytics, useTopPackageAccounts } from './packages-api';

/** One series per type and direction: out (delivered) stacked together, in (received) stacked together. */
function trendSeries(t: TFunction, language: string, trends: PackageTrends) {
  const dates = [...new Set(trends.points.map((p) => p.date))];
  const types = [...new Set(trends.points.map((p) => p.packageType))] as PackageType[];
  const at = new Map(trends.points.map((p) => [`${p.date}|${p.packageType}`, p]));
  const series = types.flatMap((type) =>
    (['delivered', 'received'] as const).map((direction) => ({
      label: `${t(`packages:types.${type}`)} · ${t(`packages:analytics.${direction}`)}`,
      stack: direction,
      data: dates.map((date) => at.get(`${date}|${type}`)?.[direction] ?? 0),
      valueFormatter: (value: number | null) => formatQuantity(value ?? 0, language),
    })),
  );
  return { dates, series };
}

/** Analytics for 7, 30 or 90 days (business §9): trends per day and type, per type, top accounts by value out. */
export function PackageAnalyticsTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [days, setDays] = useState<number>(30);
  const trends = usePackageTrends(days);
  const perType = usePackageTypeAnalytics(days);
  const top = useTopPackageAccounts();
  const chart = trends.data ? trendSeries(t, language, trends.data) : null;
  const failure = trends.error ?? perType.error ?? top.error;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        onChange={(_, value: number | null) => value && setDays(value)}
        aria-label={t('packages:analytics.range')}
      >
        {packageAnalyticsRanges.map((range) => (
          <ToggleButton key={range} value={range} data-testid={`range-${range}`} sx={{ minWidth: 96, minHeight: 48 }}>
            {t('packages:analytics.days', { count: range })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {failure && <Alert severity="error">{describeError(t, failure)}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="package-trends" data-days={trends.data?.days}>
        <Typography variant="h6">{t('packages:analytics.trends')}</Typography>
        {chart && chart.series.length > 0 ? (
          <BarChart
            height={320}
            xAxis={[{ scaleType: 'band', data: chart.dates, valueFormatter: (value: string) => formatDate(value, language) }]}
            series={chart.series}
          />
        ) : (
          <Typography color="text.secondary">{t('packages:analytics.noData')}</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" sx={{ p: 2, pb: 0 }}>
          {t('packages:analytics.perType')}
        </Typography>
        <Table size="small" data-testid="analytics-types">
          <TableHead>
            <TableRow>
              <TableCell>{t('packages:fields.packageType')}</TableCell>
              <TableCell align="right">{t('packages:analytics.delivered')}</TableCell>
              <TableCell align="right">{t('packages:analytics.received')}</TableCell>
              <TableCell align="right">{t('packages:balance.netBalance')}</TableCell>
              <TableCell align="right">{t('packages:balance.totalValue')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(perType.data?.items ?? []).map((row) => (
              <TableRow key={`${row.packageType}:${row.customTypeId ?? ''}`}>
                <TableCell>{packageTypeLabel(t, row)}</TableCell>
                <TableCell align="right">{formatQuantity(row.quantityDelivered, language)}</TableCell>
                <TableCell align="right">{formatQuantity(row.quantityReceived, language)}</TableCell>
                <TableCell align="right">{formatQuantity(row.netBalance, language)}</TableCell>
                <TableCell align="right">{formatMoney(row.totalValue, language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" sx={{ p: 2, pb: 0 }}>
          {t('packages:analytics.topAccounts')}
        </Typography>
        <Table size="small" data-testid="analytics-top-accounts">
          <TableHead>
            <TableRow>
              <TableCell>{t('packages:fields.account')}</TableCell>
              <TableCell align="right">{t('packages:balance.netBalance')}</TableCell>
              <TableCell align="right">{t('packages:balance.totalValue')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(top.data?.items ?? []).map((row) => (
              <TableRow key={row.accountId}>
                <TableCell>{row.companyName}</TableCell>
                <TableCell align="right">{formatQuantity(row.netBalance, language)}</TableCell>
                <TableCell align="right">{formatMoney(row.totalValue, language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
