import { type RawBuilder, sql } from 'kysely';
import type { Tx } from '@/db/transaction';
import { fuzzyNameCondition, fuzzyNameDistance, type ListSearch, searchCondition } from './search-sql';

/** The search views of migration 0044 and the name column each matches fuzzily. */
export const searchViews = {
  account: { view: 'account_search', name: 'company_name' },
  supplier: { view: 'supplier_search', name: 'name' },
  item: { view: 'item_search', name: 'name' },
} as const;
export type SearchViewKey = keyof typeof searchViews;

export type IdPageRequest = {
  /** Conditions on the view's columns (alias `v`), besides the tenant and the search. */
  filters: RawBuilder<boolean>[];
  search: ListSearch;
  /** A column of the view, snake_case. */
  sort: { column: string; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
  /** At most this many fuzzy matches (the search settings' results limit). */
  fuzzyLimit: number;
};

export type IdPage = { ids: string[]; total: number; fuzzy: boolean };

const and = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` and `)})`;

/**
 * Chooses one page of a list on its search view: the ids in order and the total. The search
 * matches by containment; when that finds nothing and fuzzy search is on, the names nearest to
 * the search's words are answered instead (at most `fuzzyLimit`, nearest first).
 */
export async function selectIdPage(tx: Tx, key: SearchViewKey, tenantId: string, request: IdPageRequest): Promise<IdPage> {
  const { view, name } = searchViews[key];
  const from = sql`${sql.table(view)} as v`;
  const base = [sql<boolean>`v.tenant_id = ${tenantId}`, ...request.filters];
  const where = and(request.search.condition ? [...base, request.search.condition] : base);
  const direction = sql.raw(request.sort.direction === 'desc' ? 'desc' : 'asc');
  const sortKey = sql.ref(`v.${request.sort.column}`);
  let ids: string[];
  let total: number;
  if (request.search.condition && request.search.indexable) {
    // All hits first (the trigram index finds them), then sorted and counted in one pass. Left to
    // itself the planner may walk the sort column's index and test every row for a common word.
    const rows = await sql<{ id: string; total: string }>`
      with hits as materialized (select v.id, ${sortKey} as sort_key from ${from} where ${where})
      select id, count(*) over () as total from hits
      order by sort_key ${direction}, id ${direction}
      limit ${request.limit} offset ${request.offset}`.execute(tx);
    ids = rows.rows.map((row) => row.id);
    total = rows.rows.length ? Number(rows.rows[0]?.total) : await countIds(tx, from, where);
  } else {
    const rows = await sql<{ id: string }>`
      select v.id from ${from} where ${where}
      order by ${sortKey} ${direction}, v.id ${direction}
      limit ${request.limit} offset ${request.offset}`.execute(tx);
    ids = rows.rows.map((row) => row.id);
    const complete = ids.length < request.limit && (request.offset === 0 || ids.length > 0);
    total = complete ? request.offset + ids.length : await countIds(tx, from, where);
  }
  if (total > 0 || !request.search.fuzzy) return { ids, total, fuzzy: false };

  const excluded = searchCondition('v.search_text', { groups: [], excluded: request.search.query.excluded });
  const fuzzyWhere = and([...base, fuzzyNameCondition(`v.${name}`, request.search.fuzzy), ...(excluded ? [excluded] : [])]);
  const near = await sql<{ id: string }>`
    select v.id from ${from} where ${fuzzyWhere}
    order by ${fuzzyNameDistance(`v.${name}`, request.search.fuzzy)}, v.id
    limit ${request.fuzzyLimit}`.execute(tx);
  const all = near.rows.map((row) => row.id);
  return { ids: all.slice(request.offset, request.offset + request.limit), total: all.length, fuzzy: true };
}

async function countIds(tx: Tx, from: RawBuilder<unknown>, where: RawBuilder<boolean>): Promise<number> {
  const result = await sql<{ count: string }>`select count(*) as count from ${from} where ${where}`.execute(tx);
  return Number(result.rows[0]?.count ?? 0);
}

/** Rows fetched by id come back in any order: put them in the page's order. */
export function inIdOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
