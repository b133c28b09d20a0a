import { Alert, CircularProgress } from '@mui/material';
import { Stack } from '@/components/stack';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useSettings } from '@/app/workspace-settings';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { AccountForm } from './account-form';
import { useAccount, useCreateAccount, useUpdateAccount } from './accounts-api';

/** /accounts/new and /accounts/{id}/edit. */
export function AccountFormPage() {
  useLazyNamespace('lists', 'accounts');
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const settings = useSettings();
  const existing = useAccount(id);
  const create = useCreateAccount();
  const update = useUpdateAccount(id ?? '');

  if (settings.isPending || (id && existing.isPending)) return <CircularProgress aria-label="loading" />;
  if (id && existing.error) return <Alert severity="error">{t('accounts:errors.loadFailed')}</Alert>;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={id ? t('accounts:form.editTitle') : t('accounts:form.newTitle')}
        subtitle={existing.data ? `${existing.data.accountNumber} · ${existing.data.companyName}` : undefined}
      />
      <AccountForm
        account={existing.data}
        defaultPaymentTerms={settings.data?.invoices.defaultPaymentTerms ?? 30}
        autoNumber={settings.data?.numbering.autoGenerateAccountNumber ?? true}
        onCancel={() => void navigate(id ? `/accounts/${id}` : '/accounts')}
        onSubmit={async (input) => {
          const saved = id ? await update.mutateAsync(input) : await create.mutateAsync(input);
          enqueueSnackbar(t('accounts:form.saved'), { variant: 'success' });
          await navigate(`/accounts/${saved.id}`);
        }}
      />
    </Stack>
  );
}
