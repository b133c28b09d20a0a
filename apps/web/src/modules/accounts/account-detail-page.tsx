import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Typography } from '@mui/material';
import { Stack } from '@/components/stack';
import { Grid } from '@/components/grid';
import type { Account } from '@wb/contract/accounts';
import { useSnackbar } from 'notistack';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime, formatMoney, formatPercent } from '@/components/format';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/components/use-can';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { AccountBlockDialog } from './account-block-dialog';
import { useAccount, useDeleteAccount, useUnblockAccount } from './accounts-api';

// The orders and invoices parts load with the page only when opened, with their own texts.
const AccountOpenOrders = lazy(() => import('@/modules/orders/account-open-orders').then((m) => ({ default: m.AccountOpenOrders })));
const AccountPackageBalance = lazy(() =>
  import('@/modules/packages/account-package-balance').then((m) => ({ default: m.AccountPackageBalance })),
);
const AccountOpenInvoices = lazy(() =>
  import('@/modules/invoices/account-open-invoices').then((m) => ({ default: m.AccountOpenInvoices })),
);

function Facts({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Paper variant="outlined" sx={{ height: '100%' }}>
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={1}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography color="text.secondary">{label}</Typography>
              <Typography sx={{ textAlign: 'end', overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Paper>
  );
}

/** /accounts/{id}: the account, its blocked state, and what exists of its terms and credit. */
export function AccountDetailPage() {
  useLazyNamespace('lists', 'accounts');
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data: account, isPending, error } = useAccount(id);
  const remove = useDeleteAccount();
  const unblock = useUnblockAccount(id);
  const canWrite = useCan('clients:write');
  const canDelete = useCan('clients:delete');
  const canBlock = useCan('clients:admin');
  const canReadInvoices = useCan('invoices:read');
  const canReadOrders = useCan('orders:read');
  const [blocking, setBlocking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (isPending) return <CircularProgress aria-label="loading" />;
  if (error || !account) {
    const notFound = (error as { status?: number } | null)?.status === 404;
    return <Alert severity="error">{t(notFound ? 'lists:messages.accountNotFound' : 'accounts:errors.loadFailed')}</Alert>;
  }

  const confirmDelete = async () => {
    try {
      const result = await remove.mutateAsync(account.id);
      setDeleting(false);
      enqueueSnackbar(result.deleted ? t('accounts:delete.deleted') : t('accounts:delete.deactivated'), {
        variant: result.deleted ? 'success' : 'info',
      });
      if (result.deleted) await navigate('/accounts');
    } catch {
      setDeleteError(t('accounts:errors.deleteFailed'));
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title={account.companyName}
        subtitle={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span">
            <span data-testid="account-number">{account.accountNumber}</span>
            <Chip size="small" label={t(`accounts:status.${account.status}`)} color={account.status === 'active' ? 'success' : 'default'} />
            <Chip size="small" label={t(`accounts:filters.type.${account.type}`)} />
          </Stack>
        }
        actions={
          <Actions
            account={account}
            can={{ canWrite, canDelete, canBlock }}
            onBlock={() => setBlocking(true)}
            onUnblock={() => unblock.mutate()}
            onDelete={() => setDeleting(true)}
          />
        }
      />
      {account.blocked && (
        <Alert severity="error" data-testid="blocked-alert">
          {t('accounts:blocked.alert', {
            reason: account.blocked.reason,
            name: account.blocked.byName || '—',
            at: formatDateTime(account.blocked.at, i18n.language),
          })}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Facts
            title={t('accounts:sections.contact')}
            rows={[
              [t('accounts:fields.contactPerson'), account.contactPerson],
              [t('accounts:fields.email'), account.email],
              [t('accounts:fields.phone'), account.phone],
              [t('accounts:fields.mobile'), account.mobile],
              [t('accounts:fields.fax'), account.fax],
              [t('accounts:fields.website'), account.website],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Facts
            title={t('accounts:sections.address')}
            rows={[
              [t('accounts:fields.street'), `${account.street} ${account.houseNumber}`.trim()],
              [t('accounts:fields.postalCode'), account.postalCode],
              [t('accounts:fields.city'), account.city],
              [t('accounts:fields.country'), account.country],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Facts
            title={t('accounts:sections.business')}
            rows={[
              [t('accounts:fields.kvkNumber'), account.kvkNumber],
              [t('accounts:fields.vatNumber'), account.vatNumber],
              [
                t('accounts:fields.iban'),
                <span key="iban" data-testid="account-iban">
                  {account.iban}
                </span>,
              ],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Facts
            title={t('accounts:sections.credit')}
            rows={[
              [t('accounts:fields.paymentTerms'), String(account.paymentTerms)],
              [
                t('accounts:fields.creditLimit'),
                account.creditLimit === null ? t('accounts:detail.noLimit') : formatMoney(account.creditLimit, i18n.language),
              ],
              [t('accounts:fields.discount'), formatPercent(account.discount, i18n.language)],
            ]}
          />
        </Grid>
        {account.notes && (
          <Grid size={12}>
            <Facts title={t('accounts:fields.notes')} rows={[['', account.notes]]} />
          </Grid>
        )}
      </Grid>
      {canReadInvoices && (
        <Suspense fallback={<CircularProgress aria-label="loading" />}>
          <AccountOpenInvoices accountId={account.id} />
        </Suspense>
      )}
      {canReadOrders && (
        <Suspense fallback={<CircularProgress aria-label="loading" />}>
          <AccountOpenOrders accountId={account.id} accountName={account.companyName} />
        </Suspense>
      )}
      {canReadOrders && (
        <Suspense fallback={<CircularProgress aria-label="loading" />}>
          <AccountPackageBalance accountId={account.id} />
        </Suspense>
      )}
      <AccountBlockDialog accountId={account.id} open={blocking} onClose={() => setBlocking(false)} />
      <ConfirmDialog
        open={deleting}
        title={t('accounts:delete.title')}
        confirmLabel={t('accounts:delete.confirm')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(false);
          setDeleteError(null);
        }}
      >
        {t('accounts:delete.text', { name: account.companyName })}
      </ConfirmDialog>
    </Stack>
  );
}

type ActionProps = {
  account: Account;
  can: { canWrite: boolean; canDelete: boolean; canBlock: boolean };
  onBlock: () => void;
  onUnblock: () => void;
  onDelete: () => void;
};

function Actions({ account, can, onBlock, onUnblock, onDelete }: ActionProps) {
  const { t } = useTranslation();
  return (
    <>
      {can.canWrite && (
        <Button startIcon={<EditIcon />} component={Link} to={`/accounts/${account.id}/edit`} data-testid="account-edit">
          {t('accounts:detail.edit')}
        </Button>
      )}
      {can.canBlock &&
        (account.blocked ? (
          <Button startIcon={<LockOpenIcon />} onClick={onUnblock} data-testid="account-unblock">
            {t('accounts:blocked.unblock')}
          </Button>
        ) : (
          <Button color="warning" startIcon={<BlockIcon />} onClick={onBlock} data-testid="account-block">
            {t('accounts:blocked.block')}
          </Button>
        ))}
      {can.canDelete && (
        <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete} data-testid="account-delete">
          {t('accounts:delete.button')}
        </Button>
      )}
    </>
  );
}
