import { Alert, CircularProgress } from '@mui/material';
import { Stack } from '@/components/stack';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useSettings } from '@/app/workspace-settings';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { AccountForm } from './account-form';
import { useKvkCompany } from '@/modules/kvk/kvk-api';
import { accountValuesFromKvk } from '@/modules/kvk/kvk-fill';
import { describeError } from '@/app/messages';
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
  // "Create customer" from the company register: /accounts/new?kvk=12345678 fills the new account.
  const [params] = useSearchParams();
  const kvkNumber = id ? null : params.get('kvk');
  const register = useKvkCompany(kvkNumber);

  if (settings.isPending || (id && existing.isPending) || register.isLoading) return <CircularProgress aria-label="loading" />;
  if (id && existing.error) return <Alert severity="error">{t('accounts:errors.loadFailed')}</Alert>;
  if (register.data?.existingAccountId) return <Navigate to={`/accounts/${register.data.existingAccountId}`} replace />;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={id ? t('accounts:form.editTitle') : t('accounts:form.newTitle')}
        subtitle={existing.data ? `${existing.data.accountNumber} · ${existing.data.companyName}` : undefined}
      />
      {register.error && <Alert severity="warning">{describeError(t, register.error)}</Alert>}
      <AccountForm
        account={existing.data}
        prefill={register.data ? accountValuesFromKvk(register.data, t) : undefined}
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
