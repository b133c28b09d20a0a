import AddIcon from '@mui/icons-material/Add';
import StarIcon from '@mui/icons-material/Star';
import { Alert, Button, Chip } from '@mui/material';
import { Stack } from '@/components/stack';
import { type Supplier, supplierCategories, supplierPriorities } from '@wb/contract/suppliers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterSelect, translatedOptions } from '@/components/filter-select';
import { ListFilters } from '@/components/list-filters';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/components/use-can';
import { pagedTableProps, pageQuery, useListParams } from '@/components/use-list-params';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { SupplierCreateDialog } from './supplier-create-dialog';
import { useSuppliers } from './suppliers-api';

const filterKeys = ['status', 'category', 'priority'] as const;
const priorityColor = { LOW: 'default', STANDARD: 'info', HIGH: 'warning', CRITICAL: 'error' } as const;

/** /suppliers: search, filters by active, category and priority; a new supplier opens in its detail. */
export function SupplierListPage() {
  useLazyNamespace('lists', 'suppliers');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan('clients:write');
  const list = useListParams(filterKeys);
  const [creating, setCreating] = useState(false);
  const query = {
    ...pageQuery(list),
    status: (list.filters.status || undefined) as 'active' | 'inactive' | undefined,
    category: (list.filters.category || undefined) as Supplier['category'] | undefined,
    priority: (list.filters.priority || undefined) as Supplier['priority'] | undefined,
  };
  const { data, isFetching, error } = useSuppliers(query);

  const columns: ListColumn<Supplier>[] = [
    { key: 'number', label: t('suppliers:fields.supplierNumber'), sort: 'supplierNumber', render: (s) => s.supplierNumber },
    {
      key: 'name',
      label: t('suppliers:fields.name'),
      sort: 'name',
      render: (s) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {s.isPreferred && <StarIcon fontSize="small" color="warning" titleAccess={t('suppliers:fields.isPreferred')} />}
          <span>{s.name}</span>
          {!s.isActive && <Chip size="small" label={t('suppliers:status.inactive')} />}
        </Stack>
      ),
    },
    { key: 'category', label: t('suppliers:fields.category'), render: (s) => t(`suppliers:categories.${s.category}`), hideBelow: 'md' },
    {
      key: 'priority',
      label: t('suppliers:fields.priority'),
      sort: 'priority',
      render: (s) => <Chip size="small" color={priorityColor[s.priority]} label={t(`suppliers:priorities.${s.priority}`)} />,
    },
    { key: 'contact', label: t('suppliers:fields.primaryContact'), render: (s) => s.primaryContactName ?? '', hideBelow: 'md' },
    { key: 'city', label: t('suppliers:fields.city'), sort: 'city', render: (s) => s.city, hideBelow: 'md' },
  ];

  const select = (key: (typeof filterKeys)[number], options: readonly string[], label: string, optionLabel: (o: string) => string) => (
    <FilterSelect
      label={label}
      value={list.filters[key]}
      onChange={(value) => list.update({ [key]: value })}
      options={translatedOptions(options, optionLabel)}
      testId={`filter-${key}`}
      minWidth={160}
    />
  );

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('suppliers:list.title')}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="new-supplier">
              {t('suppliers:list.new')}
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ListSearchField value={list.q} onSearch={(q) => list.update({ q })} />
        <ListFilters active={Object.values(list.filters).filter(Boolean).length}>
          {select('status', ['active', 'inactive'], t('suppliers:fields.isActive'), (o) => t(`suppliers:status.${o}`))}
          {select('category', supplierCategories, t('suppliers:fields.category'), (o) => t(`suppliers:categories.${o}`))}
          {select('priority', supplierPriorities, t('suppliers:fields.priority'), (o) => t(`suppliers:priorities.${o}`))}
        </ListFilters>
      </Stack>
      {error && <Alert severity="error">{t('suppliers:errors.loadFailed')}</Alert>}
      <ListTable
        testId="supplier-table"
        columns={columns}
        {...pagedTableProps(list, data, isFetching)}
        empty={t('suppliers:list.empty')}
        onRowClick={(s) => void navigate(`/suppliers/${s.id}`)}
      />
      <SupplierCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(supplier) => {
          setCreating(false);
          void navigate(`/suppliers/${supplier.id}`);
        }}
      />
    </Stack>
  );
}
