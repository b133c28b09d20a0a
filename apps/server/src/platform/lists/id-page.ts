import { type RawBuilder, sql } from 'kysely';
import type { ListTotal, PageCursors } from '@wb/contract/common';
import type { Tx } from '@/db/transaction';
import {
  cursorsAround,
  type KeyPart,
  keyColumns,
  keysetAfter,
  keysetOrder,
  keysetPage,
  type ListCursor,
  needsCursors,
  pastCap,
  withCursorKeys,
} from './keyset';
import { fuzzyNameCondition, fuzzyNameDistance, type ListSearch, searchCondition } from './search-sql';

/**
 * The search views of migration 0044, the name column each matches fuzzily, and the sort columns
 * with an index in the list's order (tenant, column, id), which a page can walk.
 */
export const searchViews = {
  account: {
    view: 'account_search',
    name: 'company_name',
    walkable: ['company_name', 'city'],
    notNull: ['account_number', 'company_name', 'created_at', 'updated_at'],
  },
  supplier: { view: 'supplier_search', name: 'name', walkable: ['name'], notNull: ['supplier_number', 'name', 'created_at'] },
  item: { view: 'item_search', name: 'name', walkable: ['name'], notNull: ['sku', 'name'] },
} as const;
export type SearchViewKey = keyof typeof searchViews;

/**
 * A list or a search is counted exactly up to this many rows (or 20 pages past the one asked for,
 * see countCap); beyond it the list says "more than 1,000", so no request reads more rows than that
 * to count. Every row counted is an index entry read, and a search's hit a row read and its text
 * compared (about 3 µs): a common word among 100,000 accounts is "more than 1,000" in a few
 * milliseconds, where 10,000 took 30; a million orders counted to 10,000 took 1.4 ms of the
 * first page's 6, to 1,000 0.4 ms (issue 11). The pager reaches 20 pages ahead either way.
 */
export const countLimit = 1_000;

/** How far a total is counted: to countLimit, or 20 pages past the page asked, so the pager can reach them. */
export function countCap(offset: number, pageSize: number): number {
  return Math.max(countLimit, offset + 20 * pageSize);
}

/**
 * A LIMIT or OFFSET of a list's statement. On the first page written as a number: the statement
 * of a list's first page without a search is then one text per page size, prepared once per
 * connection and planned with its numbers, where a parameter had the database parse and plan it at
 * every request (a third of the first page of orders' database time, issue 11). On a later page a
 * parameter: one text for every page, whose plan PostgreSQL makes with the values until it judges
 * a generic one no dearer (pg-driver.ts).
 */
export function rowCount(n: number, { firstPage }: { firstPage: boolean }): RawBuilder<number> {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return firstPage ? sql.lit(n) : sql<number>`${n}`;
}

/** How far a page's total is counted; null: all (the CSV export). */
const countTo = (request: IdPageRequest) => (request.countAll ? null : countCap(request.offset, request.limit));

/**
 * How many rows a page of a common search walks in the list's order before it sorts all hits: a
 * search whose hits are one row in 20 or more, spread through the list, finds its page there.
 */
const walkRows = (request: IdPageRequest) => Math.max(1_000, 20 * (request.offset + request.limit));

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
  /**
   * The list's name, sort as asked and page number, for the keyset cursors (issue 35); with
   * `cursor` the page is the one that cursor leads to, found by keyset and not by offset.
   */
  keyset?: { list: string; sort: string; page: number; cursor: ListCursor | null };
};

export type IdPage = { ids: string[]; total: number; totalExact: boolean; fuzzy: boolean; count?: ListTotal; cursors?: PageCursors };

/** How a total counted up to `cap` (null: all) is said: exactly, or "at least" past the cap. */
export function countedTotal(total: number, cap: number | null): ListTotal {
  return cap === null || total <= cap ? { value: total, kind: 'exact' } : { value: cap, kind: 'atLeast' };
}

/**
 * The planner's estimate of how many rows `select 1 from … where …` reads: EXPLAIN (FORMAT JSON),
 * its top node's "Plan Rows". Planning only, nothing read: a search's "about 12.000" where
 * counting its hits would cost more than its page (issue 35).
 */
export async function estimateRows(tx: Tx, from: RawBuilder<unknown>, where: RawBuilder<boolean>): Promise<number> {
  const result = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) select 1 from ${from} where ${where}`.execute(tx);
  const first = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof first === 'string' ? JSON.parse(first) : first) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.max(0, Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0));
}

/**
 * A search's total past the cap: "about" the planner's estimate (two significant digits, "about
 * 12.000") when it is beyond the cap too, else "at least" the cap (the estimate of a text pattern
 * is a guess and may fall below hits already counted).
 */
export function aboutTotal(estimate: number, cap: number): ListTotal {
  if (estimate <= cap) return { value: cap, kind: 'atLeast' };
  return { value: Number(estimate.toPrecision(2)), kind: 'about' };
}

/** The parts of a view's order: the sort column, then the id, both in the direction asked. */
function viewKeyParts(key: SearchViewKey, sort: IdPageRequest['sort']): KeyPart[] {
  const notNull = searchViews[key].notNull as readonly string[];
  return [
    { expr: sql.ref(`v.${sort.column}`), direction: sort.direction, nullable: !notNull.includes(sort.column) },
    { expr: sql.ref('v.id'), direction: sort.direction, nullable: false },
  ];
}

const and = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` and `)})`;

type PageParts = {
  from: RawBuilder<unknown>;
  base: RawBuilder<boolean>[];
  where: RawBuilder<boolean>;
  sortKey: RawBuilder<unknown>;
  direction: RawBuilder<unknown>;
  /** The list's order: the sort column, then the id, in the direction asked for. */
  order: RawBuilder<unknown>;
};

/**
 * Chooses one page of a list on its search view: the ids in order and the total. The search
 * matches by containment; when that finds nothing and fuzzy search is on, the names nearest to
 * the search's words are answered instead (at most `fuzzyLimit`, nearest first).
 */
export async function selectIdPage(tx: Tx, key: SearchViewKey, tenantId: string, request: IdPageRequest): Promise<IdPage> {
  const { view } = searchViews[key];
  const from = sql`${sql.table(view)} as v`;
  const base = [sql<boolean>`v.tenant_id = ${tenantId}`, ...request.filters];
  const condition = request.search.condition;
  const where = and(condition ? [...base, condition] : base);
  const direction = sql.raw(request.sort.direction === 'desc' ? 'desc' : 'asc');
  const sortKey = sql.ref(`v.${request.sort.column}`);
  const parts: PageParts = { from, base, where, sortKey, direction, order: sql`${sortKey} ${direction}, v.id ${direction}` };
  const keyset = request.keyset;
  if (keyset?.cursor) return selectKeysetPage(tx, key, parts, request, keyset.cursor);
  const page = condition ? await selectSearchPage(tx, key, parts, request) : await selectOffsetPage(tx, parts, request);
  if (!keyset || page.fuzzy || !needsCursors(keyset.page) || !page.ids.length) return page;
  // A numbered page at the end of the numbered ones: the cursors lead past it by keyset.
  const keyParts = viewKeyParts(key, request.sort);
  const ends = [...new Set([page.ids[0], page.ids.at(-1)])];
  const rows = await sql<Record<string, unknown> & { id: string }>`
    select v.id, ${keyColumns(keyParts)} from ${from} where ${and(base)} and ${idIn('v.id', ends as string[])}`.execute(tx);
  const ordered = inIdOrder(ends as string[], rows.rows);
  const more = request.offset + page.ids.length < page.total || !page.totalExact;
  return { ...page, cursors: cursorsAround(ordered, keyset, keyParts.length, { hasNext: more, hasPrevious: keyset.page > 1 }) };
}

/**
 * A page found by keyset: the rows after (or before) the cursor's keys in the list's order, one
 * more than the page to know whether another follows. The total is counted as a first page's.
 */
async function selectKeysetPage(tx: Tx, key: SearchViewKey, parts: PageParts, request: IdPageRequest, cursor: ListCursor): Promise<IdPage> {
  const keyParts = viewKeyParts(key, request.sort);
  const where = and([parts.where, keysetAfter(keyParts, cursor.keys, cursor.before)]);
  const indexed = request.search.condition ? request.search.indexed : false;
  const result = await withCursorKeys(() =>
    byIndex(tx, indexed, () =>
      sql<Record<string, unknown> & { id: string }>`
        select v.id, ${keyColumns(keyParts)} from ${parts.from} where ${where}
        order by ${keysetOrder(keyParts, cursor.before)} limit ${request.limit + 1}`.execute(tx),
    ),
  );
  const page = keysetPage(result.rows, cursor, request.limit, keyParts.length);
  const cap = countLimit;
  // Past the cap already (the pages before this one): not counted again.
  const counted = pastCap(cursor, request.limit, page.rows.length, cap)
    ? cap + 1
    : await byIndex(tx, indexed, () => countIds(tx, parts.from, parts.where, cap, false));
  const count =
    counted > cap && request.search.condition
      ? aboutTotal(await estimateRows(tx, parts.from, parts.where), cap)
      : countedTotal(counted, cap);
  return {
    ids: page.rows.map((row) => row.id),
    total: Math.min(counted, cap + 1),
    totalExact: counted <= cap,
    fuzzy: false,
    count,
    cursors: page.cursors,
  };
}

/** A page of a list without a search, by offset, and its total counted up to the cap. */
async function selectOffsetPage(tx: Tx, parts: PageParts, request: IdPageRequest): Promise<IdPage> {
  const { from, where } = parts;

  const cap = countTo(request);
  const firstPage = request.offset === 0;
  const total = await countIds(tx, from, where, cap, firstPage);
  const page = await sql<{ id: string }>`
    select v.id from ${from} where ${where} order by ${parts.order}
    limit ${rowCount(request.limit, { firstPage })} offset ${rowCount(request.offset, { firstPage })}`.execute(tx);
  return {
    ids: page.rows.map((row) => row.id),
    total,
    totalExact: cap === null || total <= cap,
    fuzzy: false,
    count: countedTotal(total, cap),
  };
}

/**
 * A page of a search. The hits first, by the trigram index, at most the count's cap of them, sorted
 * and counted in one statement. A search with more hits than that is common: its page is looked
 * for among the first rows of the list's order, then among the hits up to a bound (below).
 */
async function selectSearchPage(tx: Tx, key: SearchViewKey, parts: PageParts, request: IdPageRequest): Promise<IdPage> {
  const { from, where } = parts;
  const cap = countTo(request);
  const capped = cap === null ? sql`` : sql`limit ${cap + 1}`;
  const hits = await byIndex(tx, request.search.indexed, () =>
    sql<{ id: string; bound: string | null; total: string }>`
      with hits as materialized (select v.id, ${parts.sortKey} as sort_key from ${from} where ${where} ${capped})
      select id, sort_key::text as bound, (select count(*) from hits) as total from hits
      order by sort_key ${parts.direction}, id ${parts.direction}
      limit ${request.limit} offset ${request.offset}`.execute(tx),
  );
  const first = hits.rows[0];
  const total = first
    ? Number(first.total)
    : request.offset === 0
      ? 0
      : await byIndex(tx, request.search.indexed, () => countIds(tx, from, where, cap, false));
  if (total === 0 && request.search.fuzzy) return selectFuzzyPage(tx, key, parts, request);
  if (cap === null || total <= cap)
    return { ids: hits.rows.map((row) => row.id), total, totalExact: true, fuzzy: false, count: { value: total, kind: 'exact' } };

  const walkable = (searchViews[key].walkable as readonly string[]).includes(request.sort.column);
  const walk = walkable && (await walkMayHold(tx, parts, request, first?.bound ?? null));
  const ids =
    (walk ? await walkPage(tx, parts, request) : null) ?? (await boundedPage(tx, parts, request, hits.rows.at(-1)?.bound ?? null));
  return { ids, total, totalExact: false, fuzzy: false, count: aboutTotal(await estimateRows(tx, from, where), cap) };
}

/**
 * Whether the first rows of the list's order may hold the page: not when the first counted hit of
 * the page sorts after the last row a walk would read. The counted hits are some of all hits, so
 * this is a guess, and a wrong one costs time only (a walk that falls short is followed by the
 * bounded page): it spares reading 1,000 rows for none, as for "restaurant", whose names all sort
 * after the first 1,000 of a customer file (6 of its 44 ms of database time, issue 11).
 */
async function walkMayHold(tx: Tx, parts: PageParts, request: IdPageRequest, first: string | null): Promise<boolean> {
  if (first === null) return true;
  const reaches = request.sort.direction === 'asc' ? sql`>=` : sql`<=`;
  const result = await sql<{ holds: boolean | null }>`
    select (
      select ${parts.sortKey} from ${parts.from} where ${and(parts.base)} order by ${parts.order}
      offset ${walkRows(request) - 1} limit 1
    ) ${reaches} ${first} as holds`.execute(tx);
  // Fewer rows than a walk reads: the walk reads them all.
  return result.rows[0]?.holds ?? true;
}

/**
 * The page of a search with more hits than were counted. The counted hits are some of all hits;
 * the last of the page they make has a sort key that at least offset + limit hits reach, so the
 * page among all hits lies at or before it. With the trigram index and the sort column's index
 * the database reads only the hits up to that key (a bitmap AND), not all of them.
 */
async function boundedPage(tx: Tx, parts: PageParts, request: IdPageRequest, bound: string | null): Promise<string[]> {
  // The key as text, read by the database as the column's type (a timestamp keeps its microseconds).
  const before =
    bound === null
      ? null
      : request.sort.direction === 'asc'
        ? sql<boolean>`${parts.sortKey} <= ${bound}`
        : sql<boolean>`(${parts.sortKey} >= ${bound} or ${parts.sortKey} is null)`; // nulls come first when descending
  const where = before ? sql<boolean>`(${parts.where} and ${before})` : parts.where;
  const page = await byIndex(tx, request.search.indexed, () =>
    sql<{ id: string }>`
      select v.id from ${parts.from} where ${where} order by ${parts.order}
      limit ${request.limit} offset ${request.offset}`.execute(tx),
  );
  return page.rows.map((row) => row.id);
}

/**
 * The page among the first rows of the list's order (by the sort column's index), or null when
 * those hold too few hits. The first rows in order hold the first hits in order, so a full page
 * found there is the right page.
 */
async function walkPage(tx: Tx, parts: PageParts, request: IdPageRequest): Promise<string[] | null> {
  const rows = walkRows(request);
  const result = await sql<{ id: string }>`
    select v.id from (
      select v.* from ${parts.from} where ${and(parts.base)} order by ${parts.order} limit ${rows}
    ) as v
    where ${parts.where} order by ${parts.order}
    limit ${request.limit} offset ${request.offset}`.execute(tx);
  return result.rows.length === request.limit ? result.rows.map((row) => row.id) : null;
}

/**
 * Runs `query` with the planner held to bitmap scans when the trigram index narrows the search.
 * Its estimates of how many rows a LIKE pattern matches are guesses; with a LIMIT and a high
 * guess it walks the table or the sort index hoping to stop early, and reads every row for a rare
 * word.
 */
async function byIndex<T>(tx: Tx, indexed: boolean, query: () => Promise<T>): Promise<T> {
  if (!indexed) return query();
  // Both settings in one round trip, and back to their defaults in one: SET LOCAL … TO DEFAULT is
  // the value without any SET in the session (reading it from pg_settings cost 0.7 ms; issue 11).
  await sql.raw('set local enable_seqscan = off; set local enable_indexscan = off').execute(tx);
  try {
    return await query();
  } finally {
    await sql.raw('set local enable_seqscan to default; set local enable_indexscan to default').execute(tx);
  }
}

/** Names nearest to the search's words (excluded terms still excluded), nearest first. */
async function selectFuzzyPage(tx: Tx, key: SearchViewKey, { from, base }: PageParts, request: IdPageRequest): Promise<IdPage> {
  const { name } = searchViews[key];
  const text = request.search.fuzzy ?? '';
  const excluded = searchCondition('v.search_text', { groups: [], excluded: request.search.query.excluded });
  const where = and([...base, fuzzyNameCondition(`v.${name}`, text), ...(excluded ? [excluded] : [])]);
  const near = await sql<{ id: string }>`
    select v.id from ${from} where ${where}
    order by ${fuzzyNameDistance(`v.${name}`, text)}, v.id
    limit ${request.fuzzyLimit}`.execute(tx);
  const all = near.rows.map((row) => row.id);
  const ids = all.slice(request.offset, request.offset + request.limit);
  return { ids, total: all.length, totalExact: true, fuzzy: true, count: { value: all.length, kind: 'exact' } };
}

/** The number of matching rows, counting at most `cap + 1` (then the total is "more than cap"); see rowCount for `firstPage`. */
async function countIds(
  tx: Tx,
  from: RawBuilder<unknown>,
  where: RawBuilder<boolean>,
  cap: number | null,
  firstPage: boolean,
): Promise<number> {
  const result =
    cap === null
      ? await sql<{ count: string }>`select count(*) as count from ${from} where ${where}`.execute(tx)
      : await sql<{
          count: string;
        }>`select count(*) as count from (select 1 from ${from} where ${where} limit ${rowCount(cap + 1, { firstPage })}) as capped`.execute(
          tx,
        );
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * `column` is one of `ids`, as one parameter (an array): the statement is the same text for any
 * number of ids, so it is prepared once and not planned at every page, where `in ($1, …, $50)`
 * was planned every time (0.4 ms of the database's time a page of 50 accounts; issue 11).
 */
export function idIn(column: string, ids: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = any(${[...ids]}::uuid[])`;
}

/** Rows fetched by id come back in any order: put them in the page's order. */
export function inIdOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
