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

/**
 * Totals are counted exactly up to this many rows; beyond it a list says "more than 10,000",
 * so no request reads more than this many rows to count or sort (a list of 100,000 accounts
 * answers as fast as one of 10,000).
 */
export const exactCountLimit = 10_000;

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
  /** Count every row however many (the CSV export). */
  countAll?: boolean;
};

export type IdPage = { ids: string[]; total: number; totalExact: boolean; fuzzy: boolean };

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
  const cap = request.countAll ? null : exactCountLimit;
  const direction = sql.raw(request.sort.direction === 'desc' ? 'desc' : 'asc');
  const sortKey = sql.ref(`v.${request.sort.column}`);
  const orderedPage = () =>
    sql<{ id: string }>`
      select v.id from ${from} where ${where}
      order by ${sortKey} ${direction}, v.id ${direction}
      limit ${request.limit} offset ${request.offset}`.execute(tx);

  if (request.search.condition) {
    // The hits first (by the trigram index; at most cap + 1 of them), then sorted and counted in
    // the same statement. Left to itself the planner may walk the sort column's index and test
    // row after row for a rare word.
    const capped = cap === null ? sql`` : sql`limit ${cap + 1}`;
    const rows = await sql<{ id: string; total: string }>`
      with hits as materialized (select v.id, ${sortKey} as sort_key from ${from} where ${where} ${capped})
      select id, (select count(*) from hits) as total from hits
      order by sort_key ${direction}, id ${direction}
      limit ${request.limit} offset ${request.offset}`.execute(tx);
    const total = rows.rows.length ? Number(rows.rows[0]?.total) : await countIds(tx, from, where, cap);
    if (total === 0 && request.search.fuzzy) return selectFuzzyPage(tx, from, base, name, request);
    if (cap === null || total <= cap) return { ids: rows.rows.map((row) => row.id), total, totalExact: true, fuzzy: false };
    // More hits than we count: a common word, so walking the sort order finds a page quickly.
    return { ids: (await orderedPage()).rows.map((row) => row.id), total, totalExact: false, fuzzy: false };
  }

  const total = await countIds(tx, from, where, cap);
  return { ids: (await orderedPage()).rows.map((row) => row.id), total, totalExact: cap === null || total <= cap, fuzzy: false };
}

/** Names nearest to the search's words (excluded terms still excluded), nearest first. */
async function selectFuzzyPage(
  tx: Tx,
  from: RawBuilder<unknown>,
  base: RawBuilder<boolean>[],
  name: string,
  request: IdPageRequest,
): Promise<IdPage> {
  const text = request.search.fuzzy ?? '';
  const excluded = searchCondition('v.search_text', { groups: [], excluded: request.search.query.excluded });
  const where = and([...base, fuzzyNameCondition(`v.${name}`, text), ...(excluded ? [excluded] : [])]);
  const near = await sql<{ id: string }>`
    select v.id from ${from} where ${where}
    order by ${fuzzyNameDistance(`v.${name}`, text)}, v.id
    limit ${request.fuzzyLimit}`.execute(tx);
  const all = near.rows.map((row) => row.id);
  return { ids: all.slice(request.offset, request.offset + request.limit), total: all.length, totalExact: true, fuzzy: true };
}

/** The number of matching rows, counting at most `cap + 1` (then the total is "more than cap"). */
async function countIds(tx: Tx, from: RawBuilder<unknown>, where: RawBuilder<boolean>, cap: number | null): Promise<number> {
  const result =
    cap === null
      ? await sql<{ count: string }>`select count(*) as count from ${from} where ${where}`.execute(tx)
      : await sql<{
          count: string;
        }>`select count(*) as count from (select 1 from ${from} where ${where} limit ${cap + 1}) as capped`.execute(tx);
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
