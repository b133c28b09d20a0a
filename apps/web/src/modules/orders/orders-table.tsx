import {
  Alert,
  Box,
  LinearProgress,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import type { OrderSortField } from '@wb/contract/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '@/app/messages';
import { formatDate, formatMoney, formatQuantity, formatRange } from '@/components/format';
import { StatusChip, type StatusModel } from './order-status';
import { type OrderFilters, useOrderPage } from './orders-api';

const pageSizes = [10, 25, 50, 100];
const pageSizeKey = 'orders.pageSize';

const columns: Array<{ key: OrderSortField; align?: 'right' }> = [
  { key: 'orderNumber' },
  { key: 'orderDate' },
  { key: 'deliveryDate' },
  { key: 'accountName' },
  { key: 'route' },
  { key: 'status' },
  { key: 'gross', align: 'right' },
];

function storedPageSize(): number {
  const value = Number(localStorage.getItem(pageSizeKey));
  return pageSizes.includes(value) ? value : 25;
}

type Props = { filters: OrderFilters; statuses: StatusModel; page: number; onPage: (page: number) => void };

/** The table view: sortable columns, page size to choose (remembered), a row opens the order. */
export function OrdersTable({ filters, statuses, page, onPage }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [sort, setSort] = useState<{ field: OrderSortField; desc: boolean }>({ field: 'orderDate', desc: true });
  const [pageSize, setPageSize] = useState(storedPageSize);
  const query = useOrderPage({ ...filters, page, pageSize, sort: `${sort.desc ? '-' : ''}${sort.field}` });
  const sortBy = (field: OrderSortField) =>
    setSort((s) => ({ field, desc: s.field === field ? !s.desc : field === 'gross' || field.endsWith('Date') }));

  if (query.isError) return <Alert severity="error">{describeError(t, query.error)}</Alert>;
  const total = query.data?.total ?? 0;
  return (
    <Paper variant="outlined">
      {query.isFetching && <LinearProgress />}
      <TableContainer>
        <Table size="small" data-testid="orders-table">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sortDirection={sort.field === c.key ? (sort.desc ? 'desc' : 'asc') : false}>
                  <TableSortLabel
                    active={sort.field === c.key}
                    direction={sort.field === c.key && sort.desc ? 'desc' : 'asc'}
                    onClick={() => sortBy(c.key)}
                  >
                    {t(`orders:fields.${c.key}`)}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>{t('orders:fields.assignedTo')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data?.items.map((o) => (
              <TableRow
                key={o.id}
                hover
                onClick={() => navigate(`/orders/${o.id}/edit`)}
                sx={{ cursor: 'pointer' }}
                data-testid="order-row"
                data-order-number={o.orderNumber}
              >
                <TableCell>{o.orderNumber}</TableCell>
                <TableCell>{formatDate(o.orderDate, i18n.language)}</TableCell>
                <TableCell>{formatDate(o.deliveryDate, i18n.language)}</TableCell>
                <TableCell>
                  <bdi>{o.accountName}</bdi>
                </TableCell>
                <TableCell>{o.route}</TableCell>
                <TableCell>
                  <StatusChip status={statuses.byId.get(o.statusId)} />
                </TableCell>
                <TableCell align="right">{formatMoney(o.gross, i18n.language)}</TableCell>
                <TableCell>{o.assignedTo?.name ?? ''}</TableCell>
              </TableRow>
            ))}
            {query.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>
                  <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>{t('orders:list.empty')}</Box>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', p: 1 }}>
        <TextField
          select
          size="small"
          label={t('orders:list.rowsPerPage')}
          value={pageSize}
          onChange={(e) => {
            const size = Number(e.target.value);
            localStorage.setItem(pageSizeKey, String(size));
            setPageSize(size);
            onPage(1);
          }}
          sx={{ minWidth: 130 }}
          slotProps={{ htmlInput: { 'data-testid': 'page-size' } }}
        >
          {pageSizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" data-testid="orders-range">
          {t('orders:list.displayed', {
            ...formatRange(total ? (page - 1) * pageSize + 1 : 0, Math.min(total, page * pageSize), total, i18n.language),
            // Counted up to a limit: "1.000+" says there are more.
            ...(query.data?.totalExact === false ? { count: `${formatQuantity(total - 1, i18n.language)}+` } : {}),
          })}
        </Typography>
        <Pagination
          count={Math.max(1, Math.ceil(total / pageSize))}
          page={page}
          onChange={(_, p) => onPage(p)}
          data-testid="orders-pagination"
        />
      </Stack>
    </Paper>
  );
}
