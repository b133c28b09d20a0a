import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { Box, IconButton, Pagination, TablePagination, Typography, useTheme } from '@mui/material';
import { type ListTotal, numberedPages, type PageCursors } from '@wb/contract/common';
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
  /** How the total is known (exact, at least, about), when the list says so (issue 35). */
  count?: ListTotal;
  /** The keyset cursors of the pages next to this one. */
  cursors?: PageCursors;
  /** The rows this page shows (the last page may show fewer than a page). */
  rowsOnPage?: number;
  pageSizes?: number[];
  onPage: (page: number, pageSize: number) => void;
  /** Goes to a page past the numbered ones by its cursor. */
  onCursor?: (cursor: string, page: number) => void;
};

/** The total as the pager says it: from `count`, or from `total` and `totalExact` (a lower bound one more than counted). */
export function totalOf({ total, totalExact = true, count }: Pick<PagerProps, 'total' | 'totalExact' | 'count'>): ListTotal {
  return count ?? (totalExact ? { value: total, kind: 'exact' } : { value: Math.max(0, total - 1), kind: 'atLeast' });
}

/**
 * Where the pager can go from `page`. Pages 1 to 20 by number (fewer when the list is shorter);
 * past them by the cursors only ("next" and "previous"), so a deep page costs what the first does
 * and its address carries the keyset, not an offset (issue 35).
 */
export function pagerMoves(props: Pick<PagerProps, 'page' | 'pageSize' | 'total' | 'totalExact' | 'count' | 'cursors' | 'rowsOnPage'>) {
  const total = totalOf(props);
  const lastPage = total.kind === 'exact' ? Math.max(1, Math.ceil(total.value / props.pageSize)) : null;
  const numbered = props.page <= numberedPages ? Math.min(numberedPages, lastPage ?? numberedPages) : 0;
  const short = props.rowsOnPage !== undefined && props.rowsOnPage < props.pageSize;
  const hasNext =
    props.page >= numberedPages && props.cursors ? props.cursors.next !== null : !short && (lastPage === null || props.page < lastPage);
  const previousByCursor = props.page - 1 > numberedPages;
  return {
    total,
    numbered,
    hasNext,
    hasPrevious: props.page > 1 && (!previousByCursor || !props.cursors || props.cursors.previous !== null),
    nextByCursor: props.page + 1 > numberedPages && !!props.cursors?.next,
    previousByCursor,
  };
}

/**
 * Rows per page, "21–40 van 1.234" ("van 1.000+", "van ongeveer 12.000"), the page numbers up to
 * 20, previous and next: every label in the user's language, numbers as the language writes them.
 */
export function ListPager(props: PagerProps) {
  useLazyNamespace('lists');
  const { t, i18n } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const { page, pageSize, pageSizes: sizes = pageSizes, onPage, onCursor, cursors } = props;
  const moves = pagerMoves(props);
  const { total } = moves;
  const from = total.value === 0 && page === 1 ? 0 : (page - 1) * pageSize + 1;
  const shown = props.rowsOnPage ?? pageSize;
  const to = total.kind === 'exact' ? Math.min(total.value, (page - 1) * pageSize + shown) : (page - 1) * pageSize + shown;
  // The numbers as the format module writes them (grouped for the language, isolated in Arabic).
  const range = formatRange(from, Math.max(from, to), total.value, i18n.language);
  const count =
    total.kind === 'exact' ? range.count : t(total.kind === 'about' ? 'lists:table.about' : 'lists:table.atLeast', { count: range.count });
  const go = (target: number, cursor: string | null | undefined, byCursor: boolean) => {
    if (byCursor && cursor && onCursor) onCursor(cursor, target);
    else onPage(target, pageSize);
  };
  const [Back, Forward] = rtl ? [KeyboardArrowRight, KeyboardArrowLeft] : [KeyboardArrowLeft, KeyboardArrowRight];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', px: 1 }} data-testid="list-pager">
      <TablePagination
        component="div"
        count={-1}
        page={Math.max(0, page - 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={sizes}
        onPageChange={() => {}}
        onRowsPerPageChange={(e) => onPage(1, Number(e.target.value))}
        labelRowsPerPage={t('lists:table.rowsPerPage')}
        labelDisplayedRows={() => <span data-testid="list-count">{t('lists:table.displayed', { ...range, count })}</span>}
        ActionsComponent={NoActions}
        sx={{ borderBottom: 0, '& .MuiTablePagination-toolbar': { pr: 0 } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {page > numberedPages && (
          <IconButton size="small" aria-label={t('lists:table.first')} onClick={() => onPage(1, pageSize)}>
            {rtl ? <FirstPageIcon sx={{ transform: 'scaleX(-1)' }} /> : <FirstPageIcon />}
          </IconButton>
        )}
        <IconButton
          size="small"
          aria-label={t('lists:table.previous')}
          disabled={!moves.hasPrevious}
          onClick={() => go(page - 1, cursors?.previous, moves.previousByCursor)}
        >
          <Back />
        </IconButton>
        {moves.numbered > 1 ? (
          <Pagination
            size="small"
            count={moves.numbered}
            page={page}
            siblingCount={0}
            boundaryCount={1}
            hidePrevButton
            hideNextButton
            onChange={(_, n) => onPage(n, pageSize)}
            aria-label={t('lists:table.pages')}
            getItemAriaLabel={(_, n) => t('lists:table.goTo', { page: n })}
            data-testid="list-pages"
          />
        ) : (
          page > numberedPages && (
            <Typography variant="body2" sx={{ px: 1 }} data-testid="list-page">
              {t('lists:table.page', { page: formatRange(page, page, 0, i18n.language).from })}
            </Typography>
          )
        )}
        <IconButton
          size="small"
          aria-label={t('lists:table.next')}
          disabled={!moves.hasNext}
          onClick={() => go(page + 1, cursors?.next, moves.nextByCursor)}
        >
          <Forward />
        </IconButton>
      </Box>
    </Box>
  );
}

/** TablePagination's own previous and next are replaced by the pager's. */
function NoActions() {
  return null;
}
