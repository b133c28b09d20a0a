import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Button, Chip, TextField } from '@mui/material';
import { Stack } from '@/components/stack';
import { useQueryClient } from '@tanstack/react-query';
import type { Account } from '@wb/contract/accounts';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CsvImportDialog } from '@/components/csv-import-dialog';
import { downloadCsv, queryString } from '@/components/csv-transfer';
import { problemText } from '@/components/field-message';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/components/use-can';
import { useListParams } from '@/components/use-list-params';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useAccounts } from './accounts-api';

const filterKeys = ['status', 'type', 'blocked'] as const;

export function AccountListPage() {
  useLazyNamespace('lists', 'accounts');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const canWrite = useCan('clients:write');
  const list = useListParams(filterKeys);
  const [importing, setImporting] = useState(false);
  const query = {
    q: list.q || undefined,
    sort: list.sort,
    page: list.page,
    pageSize: list.pageSize,
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
    { key: 'contact', label: t('accounts:fields.contactPerson'), render: (a) => a.contactPerson, wide: true },
    { key: 'city', label: t('accounts:fields.city'), sort: 'city', render: (a) => a.city },
    { key: 'phone', label: t('accounts:fields.phone'), render: (a) => a.phone, wide: true },
    { key: 'email', label: t('accounts:fields.email'), render: (a) => a.email, wide: true },
  ];

  const exportCsv = () =>
    downloadCsv(`/accounts/export${queryString({ ...query, page: undefined, pageSize: undefined })}`, 'accounts.csv').catch((err) =>
      enqueueSnackbar(problemText(t, err), { variant: 'error' }),
    );

  const select = (key: (typeof filterKeys)[number], options: string[], labelKey: string) => (
    <TextField
      select
      size="small"
      label={t(labelKey)}
      value={list.filters[key]}
      onChange={(e) => list.update({ [key]: e.target.value })}
      sx={{ minWidth: 150 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-${key}` } }}
    >
      <option value="">{t('lists:filters.all')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {t(`accounts:filters.${key}.${option}`)}
        </option>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('accounts:list.title')}
        actions={
          <>
            <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()} data-testid="export-button">
              {t('lists:export.button')}
            </Button>
            {canWrite && (
              <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)} data-testid="import-button">
                {t('lists:import.button')}
              </Button>
            )}
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
        {select('status', ['active', 'inactive'], 'accounts:fields.status')}
        {select('type', ['company', 'individual'], 'accounts:fields.type')}
        {select('blocked', ['true', 'false'], 'accounts:blocked.filter')}
      </Stack>
      {error && <Alert severity="error">{t('accounts:errors.loadFailed')}</Alert>}
      <ListTable
        testId="account-table"
        columns={columns}
        rows={data?.items ?? []}
        total={data?.total ?? 0}
        totalExact={data?.totalExact ?? true}
        page={list.page}
        pageSize={list.pageSize}
        sort={list.sort}
        loading={isFetching}
        empty={t('accounts:list.empty')}
        onPage={(page, pageSize) => list.update({ page, pageSize })}
        onSort={(sort) => list.update({ sort })}
        onRowClick={(a) => void navigate(`/accounts/${a.id}`)}
      />
      <CsvImportDialog
        entity="accounts"
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false);
          void client.invalidateQueries({ queryKey: ['accounts'] });
          enqueueSnackbar(t('lists:import.done', { count }), { variant: 'success' });
        }}
      />
    </Stack>
  );
}
