import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Box,
  IconButton,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useTheme,
} from '@mui/material';
import { Stack } from '@/components/stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ListColumn<T> = {
  key: string;
  label: string;
  /** The API's sort field, when the column sorts. */
  sort?: string;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
  /** Hidden on narrow screens. */
  wide?: boolean;
};

type Props<T extends { id: string }> = {
  columns: ListColumn<T>[];
  rows: T[];
  total: number;
  /** False when `total` is a lower bound (more than 1,000 matches). */
  totalExact?: boolean;
  page: number;
  pageSize: number;
  sort: string | undefined;
  loading: boolean;
  empty: string;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: string) => void;
  onRowClick?: (row: T) => void;
  testId: string;
};

export const pageSizes = [20, 50, 100];

/** A server-paged, server-sorted table: the lists of accounts, items and suppliers. */
export function ListTable<T extends { id: string }>(props: Props<T>) {
  const { columns, rows, sort } = props;
  const active = sort?.replace(/^-/, '');
  const direction = sort?.startsWith('-') ? 'desc' : 'asc';
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" data-testid={props.testId}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={column.wide ? { display: { xs: 'none', md: 'table-cell' } } : undefined}
                  sortDirection={active === column.sort ? direction : false}
                >
                  {column.sort ? (
                    <TableSortLabel
                      active={active === column.sort}
                      direction={active === column.sort ? direction : 'asc'}
                      onClick={() => props.onSort(active === column.sort && direction === 'asc' ? `-${column.sort}` : (column.sort ?? ''))}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover={!!props.onRowClick}
                onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                sx={{ cursor: props.onRowClick ? 'pointer' : undefined, height: 48 }}
                data-testid="list-row"
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={column.wide ? { display: { xs: 'none', md: 'table-cell' } } : undefined}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!props.loading && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="list-empty">
          {props.empty}
        </Typography>
      )}
      <Pager page={props.page} pageSize={props.pageSize} total={props.total} totalExact={props.totalExact ?? true} onPage={props.onPage} />
    </Paper>
  );
}

type PagerProps = { page: number; pageSize: number; total: number; totalExact: boolean; onPage: (page: number, pageSize: number) => void };

/** Rows per page, "21–40 of 1,234" (or "of more than 1,000"), previous and next. */
function Pager({ page, pageSize, total, totalExact, onPage }: PagerProps) {
  const { t, i18n } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const count = totalExact ? number(total) : t('lists:table.moreThan', { count: number(total - 1) });
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', alignItems: 'center', px: 2, py: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        variant="standard"
        label={t('lists:table.rowsPerPage')}
        value={pageSize}
        onChange={(e) => onPage(1, Number(e.target.value))}
        slotProps={{ select: { native: true } }}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </TextField>
      <Typography variant="body2" data-testid="list-count">
        {t('lists:table.displayed', { from: number(from), to: number(to), count })}
      </Typography>
      <IconButton aria-label={t('lists:table.previous')} disabled={page <= 1} onClick={() => onPage(page - 1, pageSize)}>
        {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </IconButton>
      <IconButton aria-label={t('lists:table.next')} disabled={to >= total} onClick={() => onPage(page + 1, pageSize)}>
        {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </IconButton>
    </Stack>
  );
}
