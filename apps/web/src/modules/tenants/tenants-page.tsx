import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { type SubscriptionStatus, subscriptionStatuses, type Tenant } from '@wb/contract/tenants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/components/format';
import { Link, useNavigate } from 'react-router';
import { describeError } from '@/app/messages';
import { FilterSelect, translatedOptions } from '@/components/filter-select';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { TenantStatisticsCards } from './tenant-statistics-cards';
import { TenantStatusChip } from './tenant-status-chip';
import { useTenants } from './tenants-api';

/** The tenant register for the SUPER_ADMIN: figures, search, status filter, user and account counts. */
export function TenantsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<SubscriptionStatus | ''>('');
  const [paging, setPaging] = useState({ page: 0, pageSize: 20 });
  const columns: ListColumn<Tenant>[] = [
    {
      key: 'name',
      label: t('tenants:fields.name'),
      render: (tenant) => (
        <MuiLink component={Link} to={`/tenants/${tenant.id}`} onClick={(e) => e.stopPropagation()} underline="hover">
          {tenant.name}
        </MuiLink>
      ),
    },
    {
      key: 'status',
      label: t('tenants:fields.subscriptionStatus'),
      render: (tenant) => <TenantStatusChip status={tenant.subscriptionStatus} />,
    },
    { key: 'users', label: t('tenants:fields.userCount'), align: 'right', render: (tenant) => tenant.userCount },
    { key: 'accounts', label: t('tenants:fields.accountCount'), align: 'right', render: (tenant) => tenant.accountCount },
    {
      key: 'created',
      label: t('tenants:fields.createdAt'),
      hideBelow: 'sm',
      render: (tenant) => formatDate(tenant.createdAt, i18n.language),
    },
  ];
  const list = useTenants({ q: q || undefined, status: status || undefined, page: paging.page + 1, pageSize: paging.pageSize });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {t('tenants:title')}
        </Typography>
        <Button component={Link} to="/tenants/new" variant="contained" startIcon={<AddIcon />} data-testid="new-tenant-button">
          {t('tenants:actions.create')}
        </Button>
      </Stack>
      <TenantStatisticsCards />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ListSearchField
          value={q}
          onSearch={(value) => {
            setQ(value);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
        />
        <FilterSelect
          label={t('tenants:fields.subscriptionStatus')}
          value={status}
          onChange={(value) => {
            setStatus(value as SubscriptionStatus | '');
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          options={translatedOptions(subscriptionStatuses, (s) => t(`tenants:status.${s}`))}
          minWidth={180}
        />
      </Stack>
      {list.isError && <Alert severity="error">{describeError(t, list.error)}</Alert>}
      <ListTable
        testId="tenants-table"
        columns={columns}
        rows={list.data?.items ?? []}
        loading={list.isFetching}
        empty={t('tenants:list.empty')}
        page={paging.page + 1}
        pageSize={paging.pageSize}
        pageSizes={[10, 20, 50, 100]}
        total={list.data?.total ?? 0}
        onPage={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page - 1 : 0, pageSize })}
        onRowClick={(tenant) => navigate(`/tenants/${tenant.id}`)}
        rowProps={(tenant) => ({ 'data-testid': `tenant-row-${tenant.name}` })}
      />
    </Stack>
  );
}
