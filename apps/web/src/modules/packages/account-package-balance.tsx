import { Alert, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { PackageBalanceView } from './package-balance-view';
import { describeError } from '@/app/messages';
import { usePackageBalance } from './packages-api';

/**
 * The package balance of one account, for the account page; lazy-load it there:
 * `lazy(() => import('@/modules/packages/account-package-balance').then((m) => ({ default: m.AccountPackageBalance })))`.
 */
export function AccountPackageBalance({ accountId }: { accountId: string }) {
  useLazyNamespace('packages');
  const { t } = useTranslation();
  const canRead = useCan('orders:read');
  const balance = usePackageBalance({ accountId });
  if (!canRead) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="account-package-balance">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {t('packages:accountBalance.title')}
        </Typography>
        <Button component={Link} to="/package-balance">
          {t('packages:accountBalance.open')}
        </Button>
      </Stack>
      {balance.error && <Alert severity="error">{describeError(t, balance.error)}</Alert>}
      {balance.data && <PackageBalanceView balance={balance.data} />}
    </Paper>
  );
}
