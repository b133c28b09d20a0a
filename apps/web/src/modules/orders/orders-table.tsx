import { Alert } from '@mui/material';
import type { OrderSortField, OrderSummary } from '@wb/contract/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '@/app/messages';
import { type ListColumn, ListTable } from '@/components/list-table';
import { formatDate, formatMoney } from '@/components/format';
import { StatusChip, type StatusModel } from './order-status';
import { type OrderFilters, useOrderPage } from './orders-api';

const pageSizes = [10, 25, 50, 100];
const pageSizeKey = 'orders.pageSize';

function storedPageSize(): number {
  const value = Number(localStorage.getItem(pageSizeKey));
  return pageSizes.includes(value) ? value : 25;
}

/** What the table and the card view of orders take: the filters, the page (by number or keyset cursor) and its moves. */
export type OrderListProps = {
  filters: OrderFilters;
  statuses: StatusModel;
  page: number;
  /** A page past the numbered ones: its keyset cursor (issue 35). */
  cursor?: string;
  onPage: (page: number) => void;
  onCursor: (cursor: string, page: number) => void;
};

/** The table view: sortable columns, page size to choose (remembered), a row opens the order. */
export function OrdersTable({ filters, statuses, page, cursor, onPage, onCursor }: OrderListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [sort, setSort] = useState('-orderDate');
  const [pageSize, setPageSize] = useState(storedPageSize);
  const query = useOrderPage({ ...filters, page, pageSize, sort, cursor });

  const sorted = (key: OrderSortField, render: ListColumn<OrderSummary>['render'], align?: 'right'): ListColumn<OrderSummary> => ({
    key,
    label: t(`orders:fields.${key}`),
    sort: key,
    descFirst: key === 'gross' || key.endsWith('Date'),
    align,
    render,
  });
  const columns: ListColumn<OrderSummary>[] = [
    sorted('orderNumber', (o) => o.orderNumber),
    sorted('orderDate', (o) => formatDate(o.orderDate, i18n.language)),
    sorted('deliveryDate', (o) => formatDate(o.deliveryDate, i18n.language)),
    sorted('accountName', (o) => <bdi>{o.accountName}</bdi>),
    sorted('route', (o) => o.route),
    sorted('status', (o) => <StatusChip status={statuses.byId.get(o.statusId)} />),
    sorted('gross', (o) => formatMoney(o.gross, i18n.language), 'right'),
    { key: 'assignedTo', label: t('orders:fields.assignedTo'), render: (o) => o.assignedTo?.name ?? '' },
  ];

  if (query.isError) return <Alert severity="error">{describeError(t, query.error)}</Alert>;
  return (
    <ListTable
      testId="orders-table"
      search={filters.q}
      columns={columns}
      rows={query.data?.items ?? []}
      loading={query.isFetching}
      empty={t('orders:list.empty')}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        // A cursor belongs to one sort: another starts at page 1.
        if (page > 1 || cursor) onPage(1);
      }}
      page={query.data?.page ?? page}
      pageSize={pageSize}
      pageSizes={pageSizes}
      total={query.data?.total ?? 0}
      totalExact={query.data?.totalExact !== false}
      count={query.data?.count}
      cursors={query.data?.cursors}
      onCursor={onCursor}
      onPage={(next, size) => {
        if (size !== pageSize) {
          localStorage.setItem(pageSizeKey, String(size));
          setPageSize(size);
        }
        onPage(next);
      }}
      onRowClick={(o) => navigate(`/orders/${o.id}/edit`)}
      rowProps={(o) => ({ 'data-testid': 'order-row', 'data-order-number': o.orderNumber })}
    />
  );
}
