import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db';
import type { DatabaseHandle } from './database';
import { globalTables, localTables } from './global-tables';
import { keptOnErase, tenantTables } from './tenant-tables';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('the table registers', () => {
  it('name every table of the schema once: tenant, global or local', async () => {
    const result = await sql<{ tableName: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(handle.db);
    const inSchema = result.rows.map((row) => row.tableName).sort();
    const registered = [...tenantTables.map((entry) => entry.table), ...keptOnErase, ...globalTables, ...localTables];
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual(inSchema);
  });

  it('keep tenant_id out of the global tables', async () => {
    const result = await sql<{ tableName: string }>`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'tenant_id' and table_name in (${sql.join(globalTables)})`.execute(handle.db);
    expect(result.rows).toEqual([]);
  });
});
