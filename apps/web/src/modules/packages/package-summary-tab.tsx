import { Alert, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatQuantity } from '@/components/format';
import { Stack } from '@/components/stack';
import { useListParams } from '@/components/use-list-params';
import { PackageBalanceView } from './package-balance-view';
import { PackageFilters, packageFilterQuery } from './package-filters';
import { describeError } from '@/app/messages';
import { usePackageBalance } from './packages-api';

const filterKeys = ['type', 'from', 'to'] as const;

/** The company's balance summary with each customer's balance (most value out first). */
export function PackageSummaryTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const list = useListParams(filterKeys);
  const { data, error } = usePackageBalance(packageFilterQuery(list.filters));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <PackageFilters values={list.filters} onChange={(changes) => list.update(changes)} />
      </Stack>
      {error && <Alert severity="error">{describeError(t, error)}</Alert>}
      {data && <PackageBalanceView balance={data} />}
      {data && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Typography variant="h6" sx={{ p: 2, pb: 0 }}>
            {t('packages:balance.perAccount')}
          </Typography>
          {data.accounts.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('packages:list.empty')}
            </Typography>
          ) : (
            <Table size="small" data-testid="balance-accounts">
              <TableHead>
                <TableRow>
                  <TableCell>{t('packages:fields.account')}</TableCell>
                  <TableCell align="right">{t('packages:balance.netBalance')}</TableCell>
                  <TableCell align="right">{t('packages:balance.totalValue')}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('packages:balance.totalTransactions')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.accounts.map((row) => (
                  <TableRow key={row.accountId} data-testid="balance-account-row">
                    <TableCell>
                      <Link to={`/accounts/${row.accountId}`}>{row.companyName}</Link>
                    </TableCell>
                    <TableCell align="right">{formatQuantity(row.netBalance, language)}</TableCell>
                    <TableCell align="right">{formatMoney(row.totalValue, language)}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {formatQuantity(row.totalTransactions, language)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      )}
    </Stack>
  );
}
