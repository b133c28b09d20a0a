import { Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PackageBalance } from '@wb/contract/packages';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '@/components/format';
import { Grid } from '@/components/grid';
import { Stack } from '@/components/stack';
import { packageTypeLabel } from './package-labels';

/** "Balanced" when the net is zero (business §4), else the packages still out. */
export function BalanceStatus({ balance }: { balance: Pick<PackageBalance, 'status' | 'netBalance'> }) {
  const { t, i18n } = useTranslation();
  return balance.status === 'balanced' ? (
    <Chip color="success" label={t('packages:balance.balanced')} data-testid="balance-status" data-status="balanced" />
  ) : (
    <Chip
      color="warning"
      label={t('packages:balance.outstanding', { count: balance.netBalance, value: formatQuantity(balance.netBalance, i18n.language) })}
      data-testid="balance-status"
      data-status="outstanding"
    />
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The summary figures (business §3) and the breakdown per type. */
export function PackageBalanceView({ balance }: { balance: PackageBalance }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1">{t('packages:balance.status')}</Typography>
        <BalanceStatus balance={balance} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={t('packages:balance.netBalance')} value={formatQuantity(balance.netBalance, language)} testId="balance-net" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={t('packages:balance.totalValue')} value={formatMoney(balance.totalValue, language)} testId="balance-value" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={t('packages:balance.totalPackages')}
            value={formatQuantity(balance.totalPackages, language)}
            testId="balance-packages"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={t('packages:balance.totalTransactions')}
            value={formatQuantity(balance.totalTransactions, language)}
            testId="balance-transactions"
          />
        </Grid>
      </Grid>
      {balance.byType.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="balance-by-type">
            <TableHead>
              <TableRow>
                <TableCell>{t('packages:fields.packageType')}</TableCell>
                <TableCell align="right">{t('packages:fields.quantityDelivered')}</TableCell>
                <TableCell align="right">{t('packages:fields.quantityReceived')}</TableCell>
                <TableCell align="right">{t('packages:balance.netBalance')}</TableCell>
                <TableCell align="right">{t('packages:balance.totalValue')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {balance.byType.map((row) => (
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
      )}
    </Stack>
  );
}
