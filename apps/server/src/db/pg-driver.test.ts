// The driver of pg-driver.ts: statements with bind parameters are named (prepared) statements on
// PostgreSQL, once per connection, and a failing one leaves the connection usable.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db';
import type { DatabaseHandle } from './database';
import { inTransaction } from './transaction';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const probe = 'select $1::int + 1 as n';

describe('the PostgreSQL driver', () => {
  it('prepares a statement with parameters once per connection (PostgreSQL), and runs it alike on PGlite', async () => {
    const counts = await handle.db.connection().execute(async (conn) => {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(conn)).rows[0]?.n);
      expect(answers).toEqual([1, 2, 3]);
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_prepared_statements where statement = ${probe}`.execute(conn);
      return Number(rows[0]?.n);
    });
    expect(counts).toBe(handle.engine === 'postgres' ? 1 : 0);
  });

  it('answers the rows of a text of several statements, and of a failed prepared statement goes on', async () => {
    const rows = await inTransaction(
      handle.db,
      { tenantId: null },
      async (tx) => (await sql.raw<{ two: number }>('select 1; select 2 as two').execute(tx)).rows,
    );
    expect(rows).toEqual([{ two: 2 }]);
    await expect(sql`select 1 / (${1}::int - 1) as n`.execute(handle.db)).rejects.toThrow('division by zero');
    expect((await sql<{ n: number }>`select 1 / (${2}::int - 1) as n`.execute(handle.db)).rows).toEqual([{ n: 1 }]);
  });
});
