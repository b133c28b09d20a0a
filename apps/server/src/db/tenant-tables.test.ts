import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db';
import type { DatabaseHandle } from './database';
import { keptOnErase, tenantTables } from './tenant-tables';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('the tenant table register', () => {
  it('names every table with a tenant_id column once: erased with the tenant, or kept on purpose', async () => {
    const result = await sql<{ tableName: string }>`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'`.execute(handle.db);
    const inSchema = result.rows.map((row) => row.tableName).sort();
    const registered = [...tenantTables.map((entry) => entry.table), ...keptOnErase];
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual(inSchema);
  });

  it('forces row-level security on each of them', async () => {
    const result = await sql<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>`
      select relname, relrowsecurity, relforcerowsecurity from pg_class
      where relname in (${sql.join([...tenantTables.map((e) => e.table), ...keptOnErase])})`.execute(handle.db);
    for (const row of result.rows) expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });
});
