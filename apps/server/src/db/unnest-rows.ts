import { type RawBuilder, sql } from 'kysely';

/** A column of rows passed as arrays: the row's key and the column's type in the database. */
export type ArrayColumn<T> = readonly [key: keyof T & string, type: string];

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Rows as one row set read from arrays, a parameter a column (`unnest(…) as v(…)`, the columns
 * named in snake_case). The statement's text is the same for 1 row or 1,000, so it is prepared
 * once per connection, where a row of parameters per row made a new text for every number of
 * rows, parsed and planned at every write (a 5-line order: 1.0 ms of the database's time, 0.6
 * prepared; issue 11), and no write of many rows nears the 65,535 parameters a statement may have.
 */
export function unnestRows<T>(rows: readonly T[], columns: ReadonlyArray<ArrayColumn<T>>): RawBuilder<unknown> {
  const arrays = columns.map(([key, type]) => sql`${rows.map((row) => row[key] ?? null)}::${sql.raw(type)}[]`);
  const names = columns.map(([key]) => sql.raw(snakeCase(key)));
  return sql`unnest(${sql.join(arrays)}) as v(${sql.join(names)})`;
}

/** The keys of `columns`, for an insert's column list. */
export const keysOf = <T>(columns: ReadonlyArray<ArrayColumn<T>>) => columns.map(([key]) => key);

/** Bind parameters a statement of multi-row VALUES takes at most (PostgreSQL allows 65,535). */
const maxParametersPerInsert = 30_000;

/**
 * Rows for multi-row inserts (`insert … values (…), (…)`), in parts small enough for one statement
 * each. A plain insert of values is what Citus routes to one shard; `insert … select … from
 * unnest(…)` it runs as a COPY, which it refuses into a table with row-level security.
 */
export function insertParts<T>(rows: readonly T[], columnsPerRow: number): T[][] {
  const size = Math.max(1, Math.floor(maxParametersPerInsert / columnsPerRow));
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += size) parts.push(rows.slice(i, i + size));
  return parts;
}

/** The values of `columns` of a row, each present (null where the row has none). */
export function pickColumns<T>(row: T, columns: ReadonlyArray<ArrayColumn<T>>): T {
  return Object.fromEntries(columns.map(([key]) => [key, row[key] ?? null])) as T;
}
