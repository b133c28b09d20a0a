import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Chip } from '@mui/material';
import type { PackageTransaction } from '@wb/contract/packages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatQuantity } from '@/components/format';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { pagedTableProps, pageQuery, useListParams } from '@/components/use-list-params';
import { exportPackageCsv } from './package-csv';
import { PackageFilters, packageFilterQuery } from './package-filters';
import { PackageTransactionDialog } from './package-transaction-dialog';
import { originLabel, packageTypeLabel } from './package-labels';
import { describeError } from '@/app/messages';
import { usePackageTransactions } from './packages-api';

const filterKeys = ['type', 'from', 'to'] as const;

/** The ledger: filters, search, paging, a new manual transaction, CSV export of what the filters show. */
export function PackageTransactionsTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const canWrite = useCan('orders:write');
  const list = useListParams(filterKeys);
  const filter = packageFilterQuery(list.filters);
  const { data, isFetching, error } = usePackageTransactions({ ...pageQuery(list), ...filter });
  const [editing, setEditing] = useState<PackageTransaction | 'new' | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const columns: ListColumn<PackageTransaction>[] = [
    { key: 'date', label: t('packages:fields.date'), sort: 'date', descFirst: true, render: (r) => formatDate(r.date, language) },
    { key: 'account', label: t('packages:fields.account'), render: (r) => r.companyName },
    { key: 'type', label: t('packages:fields.packageType'), render: (r) => packageTypeLabel(t, r), hideBelow: 'sm' },
    {
      key: 'delivered',
      label: t('packages:fields.quantityDelivered'),
      sort: 'quantityDelivered',
      align: 'right',
      render: (r) => formatQuantity(r.quantityDelivered, language),
      hideBelow: 'md',
    },
    {
      key: 'received',
      label: t('packages:fields.quantityReceived'),
      sort: 'quantityReceived',
      align: 'right',
      render: (r) => formatQuantity(r.quantityReceived, language),
      hideBelow: 'md',
    },
    {
      key: 'net',
      label: t('packages:fields.netChange'),
      sort: 'netChange',
      align: 'right',
      render: (r) => formatQuantity(r.netChange, language),
    },
    {
      key: 'value',
      label: t('packages:fields.totalValue'),
      sort: 'totalValue',
      align: 'right',
      render: (r) => formatMoney(r.totalValue, language),
      hideBelow: 'sm',
    },
    {
      key: 'reference',
      label: t('packages:fields.reference'),
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{r.reference}</span>
          {r.origin !== 'manual' && <Chip size="small" variant="outlined" label={originLabel(t, r)} />}
        </Stack>
      ),
      hideBelow: 'md',
    },
  ];

  const exportCsv = async () => {
    setExportError(null);
    try {
      await exportPackageCsv(t, { ...filter, q: list.q || undefined });
    } catch (err) {
      setExportError(describeError(t, err));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
        <ListSearchField value={list.q} onSearch={(q) => list.update({ q })} />
        <PackageFilters values={list.filters} onChange={(changes) => list.update(changes)} />
        <Stack direction="row" spacing={1} sx={{ marginInlineStart: { md: 'auto' } }}>
          <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()} data-testid="package-export">
            {t('packages:list.export')}
          </Button>
          {canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="new-package-transaction">
              {t('packages:list.new')}
            </Button>
          )}
        </Stack>
      </Stack>
      {error && <Alert severity="error">{describeError(t, error)}</Alert>}
      {exportError && <Alert severity="error">{exportError}</Alert>}
      <ListTable
        testId="package-table"
        columns={columns}
        {...pagedTableProps(list, data, isFetching)}
        empty={t('packages:list.empty')}
        onRowClick={(row) => setEditing(row)}
      />
      {editing && <PackageTransactionDialog transaction={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
