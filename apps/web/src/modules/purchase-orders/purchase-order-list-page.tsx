import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { Alert, Box, Button } from '@mui/material';
import { type PurchaseOrderSummary, purchaseOrderStatuses } from '@wb/contract/purchase-orders';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '@/app/api/api-client';
import { queryString } from '@/app/api/query-string';
import { downloadCsv } from '@/components/csv-transfer';
import { DateRangeFields } from '@/components/date-range-fields';
import { describeError } from '@/app/messages';
import { FilterSelect, translatedOptions } from '@/components/filter-select';
import { formatDate, formatMoney } from '@/components/format';
import { ListFilters } from '@/components/list-filters';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { pagedTableProps, pageQuery, useListParams } from '@/components/use-list-params';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { PurchaseOrderStatusChip } from './purchase-order-status';
import { ReorderSuggestionsDialog } from './reorder-suggestions-dialog';
import { usePurchaseOrders } from './purchase-orders-api';

const filterKeys = ['status', 'supplierId', 'expectedFrom', 'expectedTo'] as const;

/** /purchase-orders: search by number, supplier or item; filters by status, supplier and expected date; CSV export. */
export function PurchaseOrderListPage() {
  useLazyNamespace('lists', 'purchaseOrders');
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const canWrite = useCan('orders:write');
  const list = useListParams(filterKeys);
  // The low-stock notification links here with ?suggestions=1: the reorder suggestions open at once.
  const [suggesting, setSuggesting] = useState(() => new URLSearchParams(window.location.search).has('suggestions'));
  const { status, supplierId, expectedFrom, expectedTo } = list.filters;
  const filters = {
    status: (status || undefined) as PurchaseOrderSummary['status'] | undefined,
    supplierId: supplierId || undefined,
    expectedFrom: expectedFrom || undefined,
    expectedTo: expectedTo || undefined,
  };
  const { data, isFetching, error } = usePurchaseOrders({ ...pageQuery(list), ...filters });
  const suppliers = useQuery({
    queryKey: ['suppliers', 'list', { pageSize: 200, sort: 'name' }],
    queryFn: ({ signal }) => api('GET /suppliers', { query: { pageSize: 200, sort: 'name' }, signal }),
  });
  const money = (value: string) => formatMoney(value, i18n.language);

  const columns: ListColumn<PurchaseOrderSummary>[] = [
    {
      key: 'number',
      label: t('purchaseOrders:fields.poNumber'),
      sort: 'poNumber',
      descFirst: true,
      // On a phone the status shows under the number (its own column is hidden there).
      render: (p) => (
        <>
          <bdi>{p.poNumber}</bdi>
          <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
            <PurchaseOrderStatusChip status={p.status} />
          </Box>
        </>
      ),
    },
    { key: 'supplier', label: t('purchaseOrders:fields.supplier'), sort: 'supplierName', render: (p) => <bdi>{p.supplierName}</bdi> },
    {
      key: 'orderDate',
      label: t('purchaseOrders:fields.orderDate'),
      sort: 'orderDate',
      descFirst: true,
      render: (p) => formatDate(p.orderDate, i18n.language),
      hideBelow: 'md',
    },
    {
      key: 'expectedDate',
      label: t('purchaseOrders:fields.expectedDate'),
      sort: 'expectedDate',
      descFirst: true,
      render: (p) => (p.expectedDate ? formatDate(p.expectedDate, i18n.language) : '—'),
      hideBelow: 'sm',
    },
    {
      key: 'status',
      label: t('purchaseOrders:fields.status'),
      sort: 'status',
      render: (p) => <PurchaseOrderStatusChip status={p.status} />,
      hideBelow: 'sm',
    },
    {
      key: 'gross',
      label: t('purchaseOrders:fields.gross'),
      sort: 'gross',
      descFirst: true,
      align: 'right',
      render: (p) => money(p.gross),
      hideBelow: 'sm',
    },
  ];

  const exportCsv = () => {
    const numbers = i18n.language === 'nl' ? 'nl' : undefined;
    const path = `/purchase-orders/export${queryString({ ...filters, q: list.q || undefined, sort: list.sort, numbers })}`;
    downloadCsv(path, 'purchase-orders.csv').catch((err) => enqueueSnackbar(describeError(t, err), { variant: 'error' }));
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('purchaseOrders:title')}
        actions={
          <>
            <Button startIcon={<DownloadIcon />} onClick={exportCsv} data-testid="export-button">
              {t('lists:export.button')}
            </Button>
            {canWrite && (
              <Button startIcon={<LightbulbIcon />} onClick={() => setSuggesting(true)} data-testid="reorder-open">
                {t('purchaseOrders:suggestions.open')}
              </Button>
            )}
            {canWrite && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={Link}
                to="/purchase-orders/new"
                data-testid="purchase-order-new"
              >
                {t('purchaseOrders:new')}
              </Button>
            )}
          </>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <ListSearchField value={list.q} onSearch={(q) => list.update({ q })} />
        <ListFilters active={[status, supplierId].filter(Boolean).length}>
          <FilterSelect
            label={t('purchaseOrders:fields.status')}
            value={status}
            onChange={(value) => list.update({ status: value })}
            options={translatedOptions(purchaseOrderStatuses, (s) => t(`purchaseOrders:status.${s}`))}
            testId="filter-status"
          />
          <FilterSelect
            label={t('purchaseOrders:fields.supplier')}
            value={supplierId}
            onChange={(value) => list.update({ supplierId: value })}
            options={(suppliers.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
            testId="filter-supplier"
            minWidth={200}
          />
          <DateRangeFields
            from={expectedFrom}
            to={expectedTo}
            onFrom={(value) => list.update({ expectedFrom: value })}
            onTo={(value) => list.update({ expectedTo: value })}
            labels={[t('purchaseOrders:filters.expectedFrom'), t('purchaseOrders:filters.expectedTo')]}
          />
        </ListFilters>
      </Stack>
      {error && <Alert severity="error">{t('purchaseOrders:loadFailed')}</Alert>}
      <ListTable
        testId="purchase-order-table"
        columns={columns}
        {...pagedTableProps(list, data, isFetching)}
        empty={t('purchaseOrders:empty')}
        onRowClick={(p) => void navigate(`/purchase-orders/${p.id}`)}
        rowProps={(p) => ({ 'data-testid': 'purchase-order-row', 'data-status': p.status })}
      />
      {suggesting && <ReorderSuggestionsDialog onClose={() => setSuggesting(false)} />}
    </Stack>
  );
}
