import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { formatRange } from './format';

export const pageSizes = [20, 50, 100];

export type PagerProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** False when `total` is a lower bound (more than 1,000 matches). */
  totalExact?: boolean;
  pageSizes?: number[];
  onPage: (page: number, pageSize: number) => void;
};

/**
 * Rows per page, "21–40 van 1.234" (or "van meer dan 1.000"), previous and next: MUI's pager with
 * every label in the user's language (its built-in ones are English).
 */
export function ListPager({ page, pageSize, total, totalExact = true, pageSizes: sizes = pageSizes, onPage }: PagerProps) {
  useLazyNamespace('lists');
  const { t, i18n } = useTranslation();
  // The numbers as the format module writes them (grouped for the language, isolated in Arabic).
  const numbers = (from: number, to: number) => formatRange(total ? from : 0, to, totalExact ? total : total - 1, i18n.language);
  const displayed = (range: { from: string; to: string; count: string }) =>
    t('lists:table.displayed', { ...range, count: totalExact ? range.count : t('lists:table.moreThan', { count: range.count }) });
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={sizes}
      onPageChange={(_, next) => onPage(next + 1, pageSize)}
      onRowsPerPageChange={(e) => onPage(1, Number(e.target.value))}
      labelRowsPerPage={t('lists:table.rowsPerPage')}
      labelDisplayedRows={({ from, to }) => <span data-testid="list-count">{displayed(numbers(from, to))}</span>}
      getItemAriaLabel={(type) => t(type === 'previous' || type === 'first' ? 'lists:table.previous' : 'lists:table.next')}
    />
  );
}
