import type { ListTotal, PageCursors } from '@wb/contract/common';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageSizes } from './list-pager';

/**
 * A list's search, filters, sort and page, kept in the address (so back and reload keep them).
 * Changing anything but the page goes back to page 1.
 */
export function useListParams<F extends string>(filterKeys: readonly F[]) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const values = useMemo(() => {
    const pageSize = Number(params.get('pageSize'));
    return {
      q: params.get('q') ?? '',
      sort: params.get('sort') ?? undefined,
      page: Math.max(1, Number(params.get('page')) || 1),
      /** A page past the numbered ones: the keyset cursor the server gave (issue 35). */
      cursor: params.get('cursor') ?? undefined,
      pageSize: pageSizes.includes(pageSize) ? pageSize : (pageSizes[0] ?? 20),
      filters: Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<F, string>,
    };
  }, [params, filterKeys]);
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      if (!('cursor' in changes)) next.delete('cursor');
      void navigate({ search: next.toString() }, { replace: true });
    },
    [navigate],
  );
  return { ...values, update };
}

export type ListParams = ReturnType<typeof useListParams<string>>;

/** The search, sort and page of a list, as its API call takes them. */
export const pageQuery = (list: ListParams) => ({
  q: list.q || undefined,
  sort: list.sort,
  page: list.page,
  pageSize: list.pageSize,
  cursor: list.cursor,
});

type Page<T> = { items: T[]; total: number; totalExact?: boolean; page?: number; count?: ListTotal; cursors?: PageCursors };

/** The rows, paging and sorting of a `ListTable` showing a loaded page of a list kept in the address. */
export const pagedTableProps = <T>(list: ListParams, data: Page<T> | undefined, loading: boolean) => ({
  rows: data?.items ?? [],
  total: data?.total ?? 0,
  totalExact: data?.totalExact ?? true,
  count: data?.count,
  cursors: data?.cursors,
  page: data?.page ?? list.page,
  pageSize: list.pageSize,
  sort: list.sort,
  loading,
  search: list.q,
  onPage: (page: number, pageSize: number) => list.update({ page, pageSize }),
  // A deep page's address carries its keyset (and its number, to show), not an offset.
  onCursor: (cursor: string, page: number) => list.update({ page, cursor }),
  onSort: (sort: string) => list.update({ sort }),
});
