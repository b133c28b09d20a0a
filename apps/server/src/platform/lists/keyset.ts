import { createHash } from 'node:crypto';
import { numberedPages, type PageCursors } from '@wb/contract/common';
import { type RawBuilder, sql } from 'kysely';
import { invalidField } from '@/platform/errors';

/**
 * Keyset pages (issue 35). Past the numbered pages a list walks by the sort key and id of the row
 * a page follows (or precedes), so page 500 reads what page 1 reads. The position travels in the
 * address as an opaque cursor: the list, its sort, the page's number and the keys as text, with a
 * checksum. A cursor that does not decode, whose checksum fails, or that belongs to another list
 * or sort answers 400 (`platform.badCursor`). The checksum makes a changed cursor fail; it is not
 * a signature and need not be: the keys are bound parameters of a statement that is held to the
 * tenant and the list's filters anyway, so a forged cursor can only start a page somewhere else.
 */

/** One column of a list's order: the expression, its direction, where its nulls sort, and whether it can be null. */
export type KeyPart = {
  expr: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
  /** Where nulls sort; PostgreSQL's default (last ascending, first descending) when left out. */
  nulls?: 'first' | 'last';
  /** False for a not-null column: its condition is then a row comparison an index walks. */
  nullable?: boolean;
};

export type ListCursor = {
  /** The list it belongs to (`orders`, `accounts`, …). */
  list: string;
  /** The list's sort as asked for (`-orderDate`), '' for the default. */
  sort: string;
  /** The number of the page it leads to. */
  page: number;
  /** True: the page before the row `keys` (previous); false: the page after it (next). */
  before: boolean;
  /** The sort key and tie-breakers of the row, as text (null for a null). */
  keys: Array<string | null>;
};

const tag = 'wb-list-cursor-1';
const checksum = (payload: string) => createHash('sha256').update(`${tag}:${payload}`).digest('base64url').slice(0, 16);

export function encodeCursor(cursor: ListCursor): string {
  const payload = Buffer.from(JSON.stringify([cursor.list, cursor.sort, cursor.page, cursor.before ? 1 : 0, cursor.keys]), 'utf8').toString(
    'base64url',
  );
  return `${payload}.${checksum(payload)}`;
}

const badCursor = () => invalidField('cursor', 'platform.badCursor');

/** The cursor `text`, checked against the list and sort it is used for; throws 400 otherwise. */
export function decodeCursor(text: string, expected: { list: string; sort: string; keyCount: number }): ListCursor {
  const [payload, sum, ...rest] = text.split('.');
  if (!payload || !sum || rest.length || !/^[A-Za-z0-9_-]+$/.test(payload) || checksum(payload) !== sum) throw badCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(value) || value.length !== 5) throw badCursor();
  const [list, sort, page, before, keys] = value as unknown[];
  const validKeys =
    Array.isArray(keys) &&
    keys.length === expected.keyCount &&
    keys.every((key) => key === null || (typeof key === 'string' && key.length <= 400));
  if (
    list !== expected.list ||
    sort !== expected.sort ||
    typeof page !== 'number' ||
    !Number.isSafeInteger(page) ||
    page < 1 ||
    (before !== 0 && before !== 1) ||
    !validKeys ||
    (before === 1 && page < 1)
  )
    throw badCursor();
  return { list, sort, page, before: before === 1, keys: keys as Array<string | null> };
}

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');
const nullsOf = (part: KeyPart) => part.nulls ?? (part.direction === 'asc' ? 'last' : 'first');

/** The parts in the order a walk reads them: reversed for a page before a row. */
function walking(parts: readonly KeyPart[], before: boolean): KeyPart[] {
  if (!before) return parts.map((part) => ({ ...part, nulls: nullsOf(part) }));
  return parts.map((part) => ({
    ...part,
    direction: flip(part.direction),
    nulls: nullsOf(part) === 'last' ? 'first' : 'last',
  }));
}

/** `order by`'s list for the parts (reversed for a page before a row). */
export function keysetOrder(parts: readonly KeyPart[], before = false): RawBuilder<unknown> {
  return sql.join(
    walking(parts, before).map((part) => sql`${part.expr} ${sql.raw(part.direction)} nulls ${sql.raw(part.nulls ?? 'last')}`),
    sql`, `,
  );
}

/** The parts' values as text, selected as k0, k1, …: what a cursor carries. */
export function keyColumns(parts: readonly KeyPart[]): RawBuilder<unknown> {
  return sql.join(
    parts.map((part, i) => sql`${part.expr}::text as ${sql.ref(`k${i}`)}`),
    sql`, `,
  );
}

/** A row's keys from the columns keyColumns selected. */
export function keysOf(row: Record<string, unknown>, count: number): Array<string | null> {
  return Array.from({ length: count }, (_, i) => {
    const value = row[`k${i}`];
    return value === null || value === undefined ? null : String(value);
  });
}

/**
 * The rows after `keys` in the walk's order. With every part not null and one direction, a row
 * comparison `(a, b) > ($1, $2)`, which the list's index walks from the key; otherwise the
 * expanded form (a > $1 or a = $1 and b > $2 …) with the nulls where they sort.
 */
export function keysetAfter(parts: readonly KeyPart[], keys: ReadonlyArray<string | null>, before = false): RawBuilder<boolean> {
  const walk = walking(parts, before);
  const direction = walk[0]?.direction;
  const simple = keys.every((key) => key !== null) && walk.every((part) => part.nullable === false && part.direction === direction);
  if (simple) {
    const op = sql.raw(direction === 'asc' ? '>' : '<');
    return sql<boolean>`((${sql.join(walk.map((p) => p.expr))}) ${op} (${sql.join(keys.map((key) => sql`${key}`))}))`;
  }
  const equal = (part: KeyPart, key: string | null) =>
    key === null ? sql<boolean>`${part.expr} is null` : sql<boolean>`${part.expr} = ${key}`;
  const past = (part: KeyPart, key: string | null): RawBuilder<boolean> | null => {
    if (key === null) return part.nulls === 'first' ? sql<boolean>`${part.expr} is not null` : null;
    const beyond = sql<boolean>`${part.expr} ${sql.raw(part.direction === 'asc' ? '>' : '<')} ${key}`;
    return part.nulls === 'last' && part.nullable !== false ? sql<boolean>`(${beyond} or ${part.expr} is null)` : beyond;
  };
  const alternatives: RawBuilder<boolean>[] = [];
  walk.forEach((part, i) => {
    const beyond = past(part, keys[i] ?? null);
    if (!beyond) return;
    const same = walk.slice(0, i).map((earlier, j) => equal(earlier, keys[j] ?? null));
    alternatives.push(same.length ? sql<boolean>`(${sql.join([...same, beyond], sql` and `)})` : beyond);
  });
  return alternatives.length ? sql<boolean>`(${sql.join(alternatives, sql` or `)})` : sql<boolean>`false`;
}

/**
 * A keyset page from rows read in the walk's order, `limit + 1` of them (the one more says there is
 * a page beyond): the page in the list's order and the cursors next to it.
 */
export function keysetPage<T extends Record<string, unknown>>(
  rows: T[],
  cursor: ListCursor,
  limit: number,
  keyCount: number,
): { rows: T[]; cursors: PageCursors } {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (cursor.before) page.reverse();
  const hasNext = cursor.before ? true : more;
  const hasPrevious = cursor.before ? more && cursor.page > 1 : cursor.page > 1;
  return { rows: page, cursors: cursorsAround(page, cursor, keyCount, { hasNext, hasPrevious }) };
}

/** The cursors of the pages before and after a page whose rows (with their key columns) are `rows`. */
export function cursorsAround(
  rows: Array<Record<string, unknown>>,
  at: Pick<ListCursor, 'list' | 'sort' | 'page'>,
  keyCount: number,
  { hasNext, hasPrevious }: { hasNext: boolean; hasPrevious: boolean },
): PageCursors {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    next:
      hasNext && last
        ? encodeCursor({ list: at.list, sort: at.sort, page: at.page + 1, before: false, keys: keysOf(last, keyCount) })
        : null,
    previous:
      hasPrevious && first && at.page > 1
        ? encodeCursor({ list: at.list, sort: at.sort, page: at.page - 1, before: true, keys: keysOf(first, keyCount) })
        : null,
  };
}

/**
 * Whether the rows before a keyset page and on it already pass the count's cap: the total is then
 * "at least" the cap without counting (a deep page costs what its rows cost, issue 35).
 */
export const pastCap = (cursor: ListCursor, pageSize: number, rowsOnPage: number, cap: number) =>
  (cursor.page - 1) * pageSize + rowsOnPage > cap;

/** Whether a page asked for by number needs its cursors: the next page is past the numbered ones. */
export const needsCursors = (page: number) => page >= numberedPages;

/**
 * Where a list's page is: by number, or by the query's cursor (decoded and checked against the
 * list and sort; its page number is the page's). `keyCount`: the parts of the list's order.
 */
export function pagePosition(
  list: string,
  query: { sort?: string | undefined; page: number; cursor?: string | undefined },
  keyCount: number,
): { list: string; sort: string; page: number; cursor: ListCursor | null } {
  const sort = query.sort ?? '';
  if (!query.cursor) return { list, sort, page: query.page, cursor: null };
  const cursor = decodeCursor(query.cursor, { list, sort, keyCount });
  return { list, sort, page: cursor.page, cursor };
}

/**
 * Runs a statement holding a cursor's keys. A cursor only the server makes holds keys of the
 * column's type; one made elsewhere with a good checksum may not ("tomorrow" for a date), and the
 * database's refusal (a data exception, SQLSTATE class 22) answers 400 like any bad cursor.
 */
export async function withCursorKeys<T>(statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) throw badCursor();
    throw error;
  }
}
