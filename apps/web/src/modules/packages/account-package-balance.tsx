import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { todayInCompanyZone } from '@wb/domain/today';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '@/components/date-field';
import { PdfButton } from '@/components/pdf-button';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { PackageBalanceView } from './package-balance-view';
import { describeError } from '@/app/messages';
import { openPackageStatement, usePackageBalance } from './packages-api';

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
      <PackageStatement accountId={accountId} />
    </Paper>
  );
}

/** The ISO date `days` days before an ISO date. */
const daysBefore = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The account's package statement (PDF) over a period: the last 90 days unless chosen. */
function PackageStatement({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const today = todayInCompanyZone();
  const [from, setFrom] = useState(daysBefore(today, 89));
  const [to, setTo] = useState(today);
  const ready = Boolean(from && to && from <= to);
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 1, alignItems: 'center', mt: 2 }}
      data-testid="package-statement-form"
    >
      <DateField
        size="small"
        fullWidth
        label={t('packages:statement.from')}
        value={from}
        onChange={(v) => setFrom(v ?? '')}
        testId="statement-from"
      />
      <DateField
        size="small"
        fullWidth
        label={t('packages:statement.to')}
        value={to}
        onChange={(v) => setTo(v ?? '')}
        testId="statement-to"
      />
      <PdfButton
        open={() => openPackageStatement({ accountId, from, to })}
        label={t('packages:statement.open')}
        testId="package-statement"
        disabled={!ready}
        errorSx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
