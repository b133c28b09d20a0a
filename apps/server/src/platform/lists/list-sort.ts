/** A list's `sort` (`name` or `-name`) as a column of the allowed map and a direction. */
export type SortSpec<C extends string> = { column: C; direction: 'asc' | 'desc' };

export function parseSort<F extends string, C extends string>(
  sort: string | undefined,
  columns: Record<F, C>,
  fallback: SortSpec<C>,
): SortSpec<C> {
  if (!sort) return fallback;
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as F;
  const column = columns[field];
  return column ? { column, direction: descending ? 'desc' : 'asc' } : fallback;
}

export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}
