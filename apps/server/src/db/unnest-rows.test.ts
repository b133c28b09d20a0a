// Rows passed as arrays (issue 11): every value comes back as it went in, whatever its text.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db';
import type { DatabaseHandle } from './database';
import { type ArrayColumn, unnestRows } from './unnest-rows';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

type Row = { id: string; position: number; itemName: string; note: string | null; amount: string };
const columns: ReadonlyArray<ArrayColumn<Row>> = [
  ['id', 'uuid'],
  ['position', 'int'],
  ['itemName', 'text'],
  ['note', 'text'],
  ['amount', 'numeric'],
];
const uuid = (n: number) => `0190aaaa-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('rows passed as arrays', () => {
  it('reads back texts with quotes, backslashes, commas, braces, NULL as a word, and real nulls', async () => {
    const rows: Row[] = [
      { id: uuid(1), position: 0, itemName: 'Kaas "Oud", 48+ {rond}', note: null, amount: '1.5000' },
      { id: uuid(2), position: 1, itemName: 'C:\\map\\bestand', note: 'NULL', amount: '-2' },
      { id: uuid(3), position: 2, itemName: "Appel's ; drop table x; --", note: '', amount: '1000000' },
      { id: uuid(4), position: 3, itemName: 'ملح بحري — zeezout', note: '  spaties  ', amount: '0.0001' },
    ];
    const read = await sql<Row>`
      select v.id, v.position, v.item_name, v.note, v.amount::text as amount
      from ${unnestRows(rows, columns)} order by v.position`.execute(handle.db);
    // Results come back camel-cased, as every read does.
    expect(read.rows).toEqual(rows);
  });

  it('is no rows for none, in a statement of the same text', async () => {
    const none = sql`select count(*)::int as n from ${unnestRows([], columns)}`;
    expect((await none.execute(handle.db)).rows).toEqual([{ n: 0 }]);
    const one = sql`select count(*)::int as n from ${unnestRows([{ id: uuid(1), position: 0, itemName: 'a', note: null, amount: '1' }], columns)}`;
    expect(one.compile(handle.db).sql).toBe(none.compile(handle.db).sql);
  });
});
