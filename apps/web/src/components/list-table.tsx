import {
  Box,
  Checkbox,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useSearchSettings } from '@/app/workspace-settings';
import { highlightNode, searchWords } from './highlight';
import { ListPager, type PagerProps } from './list-pager';

export type ListColumn<T> = {
  key: string;
  label: string;
  /** The API's sort field, when the column sorts. */
  sort?: string;
  /** The first click sorts this column descending (dates, amounts: newest and largest first). */
  descFirst?: boolean;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
  /** Hidden on screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md';
  /**
   * The list's main text column, where the searched words are marked (Settings → Search →
   * highlightTerms). Default: the column keyed `name`, else `account`, `accountName`, `supplier`, else the first.
   */
  main?: boolean;
};

/** Check boxes in the first column, for bulk actions. */
export type ListSelection<T> = {
  selected: string[];
  onSelect: (ids: string[]) => void;
  label: (row: T) => string;
  allLabel: string;
};

type Props<T extends { id: string }> = PagerProps & {
  columns: ListColumn<T>[];
  rows: T[];
  loading: boolean;
  empty: string;
  testId: string;
  /** `-field` for descending; with `onSort`, columns that have `sort` can be clicked. */
  sort?: string;
  onSort?: (sort: string) => void;
  onRowClick?: (row: T) => void;
  /** The row's test id (default `list-row`) and any data attributes it carries. */
  rowProps?: (row: T) => { 'data-testid'?: string } & Record<`data-${string}`, string>;
  selection?: ListSelection<T>;
  /** Cells of a last row under the rows (sums). */
  footer?: ReactNode;
  /** The list's search: its words are marked in the main column while highlightTerms is on. */
  search?: string;
};

function mainColumnKey<T>(columns: ListColumn<T>[]): string | undefined {
  const keyed = (key: string) => columns.find((c) => c.key === key)?.key;
  return (
    columns.find((c) => c.main)?.key ?? keyed('name') ?? keyed('account') ?? keyed('accountName') ?? keyed('supplier') ?? columns[0]?.key
  );
}

const hidden = (below?: 'sm' | 'md') => (below ? { display: { xs: 'none', [below]: 'table-cell' } } : undefined);

/** A server-paged table, the one every list page uses: sorting, selection, sums and paging are optional. */
export function ListTable<T extends { id: string }>(props: Props<T>) {
  const { columns, rows, sort, selection } = props;
  const active = sort?.replace(/^-/, '');
  const direction = sort?.startsWith('-') ? 'desc' : 'asc';
  const sortBy = (column: ListColumn<T>) => {
    const field = column.sort ?? '';
    if (active === field) props.onSort?.(direction === 'asc' ? `-${field}` : field);
    else props.onSort?.(column.descFirst ? `-${field}` : field);
  };
  const ids = rows.map((row) => row.id);
  const chosen = (id: string) => !!selection?.selected.includes(id);
  const allChosen = ids.length > 0 && ids.every(chosen);
  const { highlightTerms } = useSearchSettings();
  const words = useMemo(() => (highlightTerms ? searchWords(props.search) : []), [highlightTerms, props.search]);
  const main = mainColumnKey(columns);
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" data-testid={props.testId}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChosen}
                    indeterminate={!allChosen && ids.some(chosen)}
                    onChange={() => selection.onSelect(allChosen ? [] : ids)}
                    slotProps={{ input: { 'aria-label': selection.allLabel } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={hidden(column.hideBelow)}
                  sortDirection={active === column.sort ? direction : false}
                >
                  {column.sort && props.onSort ? (
                    <TableSortLabel
                      active={active === column.sort}
                      direction={active === column.sort ? direction : 'asc'}
                      onClick={() => sortBy(column)}
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
                hover={!!props.onRowClick || !!selection}
                selected={chosen(row.id)}
                onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                sx={{ cursor: props.onRowClick ? 'pointer' : undefined, height: 48 }}
                data-testid="list-row"
                {...props.rowProps?.(row)}
              >
                {selection && (
                  <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      checked={chosen(row.id)}
                      onChange={() =>
                        selection.onSelect(
                          chosen(row.id) ? selection.selected.filter((x) => x !== row.id) : [...selection.selected, row.id],
                        )
                      }
                      slotProps={{ input: { 'aria-label': selection.label(row) } }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={hidden(column.hideBelow)}>
                    {column.key === main ? highlightNode(column.render(row), words) : column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {props.footer && rows.length > 0 && (
            <TableFooter>
              <TableRow>{props.footer}</TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      {!props.loading && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="list-empty">
          {props.empty}
        </Typography>
      )}
      <ListPager
        page={props.page}
        pageSize={props.pageSize}
        total={props.total}
        totalExact={props.totalExact}
        count={props.count}
        cursors={props.cursors}
        rowsOnPage={rows.length}
        pageSizes={props.pageSizes}
        onPage={props.onPage}
        onCursor={props.onCursor}
      />
    </Paper>
  );
}
