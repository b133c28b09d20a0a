import { Card, CardContent, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { BreakdownRow } from '@wb/contract/business-intelligence';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '@/components/format';

export const n = (value: string | number) => Number(value);

/** A figure card: label above, value below. */
export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
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
export function ScrollTable({ title, testId, head, children }: { title: string; testId: string; head: ReactNode; children: ReactNode }) {
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

export function ChartBox({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="h6">{title}</Typography>
      {children}
    </Paper>
  );
}

export function Breakdown({ title, rows, testId }: { title: string; rows: BreakdownRow[]; testId: string }) {
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
