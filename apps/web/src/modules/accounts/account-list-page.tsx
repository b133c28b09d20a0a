import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Chip } from '@mui/material';
import { Stack } from '@/components/stack';
import type { Account } from '@wb/contract/accounts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CsvTransferButtons } from '@/components/csv-transfer-buttons';
import { FilterSelect, translatedOptions } from '@/components/filter-select';
import { ListFilters } from '@/components/list-filters';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/components/use-can';
import { pagedTableProps, pageQuery, useListParams } from '@/components/use-list-params';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useAccounts } from './accounts-api';

const filterKeys = ['status', 'type', 'blocked'] as const;

export function AccountListPage() {
  useLazyNamespace('lists', 'accounts');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan('clients:write');
  const list = useListParams(filterKeys);
  const query = {
    ...pageQuery(list),
    status: (list.filters.status || undefined) as Account['status'] | undefined,
    type: (list.filters.type || undefined) as Account['type'] | undefined,
    blocked: (list.filters.blocked || undefined) as 'true' | 'false' | undefined,
  };
  const { data, isFetching, error } = useAccounts(query);

  const columns: ListColumn<Account>[] = [
    { key: 'number', label: t('accounts:fields.accountNumber'), sort: 'accountNumber', render: (a) => a.accountNumber },
    {
      key: 'name',
      label: t('accounts:fields.companyName'),
      sort: 'companyName',
      render: (a) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{a.companyName}</span>
          {a.blocked && <Chip size="small" color="error" label={t('accounts:blocked.chip')} data-testid="blocked-chip" />}
          {a.status === 'inactive' && <Chip size="small" label={t('accounts:status.inactive')} />}
        </Stack>
      ),
    },
    { key: 'contact', label: t('accounts:fields.contactPerson'), render: (a) => a.contactPerson, hideBelow: 'md' },
    { key: 'city', label: t('accounts:fields.city'), sort: 'city', render: (a) => a.city },
    { key: 'phone', label: t('accounts:fields.phone'), render: (a) => a.phone, hideBelow: 'md' },
    { key: 'email', label: t('accounts:fields.email'), render: (a) => a.email, hideBelow: 'md' },
  ];

  const select = (key: (typeof filterKeys)[number], options: string[], labelKey: string) => (
    <FilterSelect
      label={t(labelKey)}
      value={list.filters[key]}
      onChange={(value) => list.update({ [key]: value })}
      options={translatedOptions(options, (o) => t(`accounts:filters.${key}.${o}`))}
      testId={`filter-${key}`}
    />
  );

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('accounts:list.title')}
        actions={
          <>
            <CsvTransferButtons entity="accounts" filters={query} canImport={canWrite} />
            {canWrite && (
              <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/accounts/new" data-testid="new-account">
                {t('accounts:list.new')}
              </Button>
            )}
          </>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ListSearchField value={list.q} onSearch={(q) => list.update({ q })} />
        <ListFilters active={Object.values(list.filters).filter(Boolean).length}>
          {select('status', ['active', 'inactive'], 'accounts:fields.status')}
          {select('type', ['company', 'individual'], 'accounts:fields.type')}
          {select('blocked', ['true', 'false'], 'accounts:blocked.filter')}
        </ListFilters>
      </Stack>
      {error && <Alert severity="error">{t('accounts:errors.loadFailed')}</Alert>}
      <ListTable
        testId="account-table"
        columns={columns}
        {...pagedTableProps(list, data, isFetching)}
        empty={t('accounts:list.empty')}
        onRowClick={(a) => void navigate(`/accounts/${a.id}`)}
      />
    </Stack>
  );
}
