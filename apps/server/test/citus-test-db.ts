import { sql } from 'kysely';
import { hasCitus } from '@/db/citus-distribution';
import { type DatabaseHandle, openDatabase } from '@/db/database';
import { globalTables, localTables } from '@/db/global-tables';
import { migrate } from '@/db/migrate';
import { keptOnErase, tenantTables } from '@/db/tenant-tables';
import { seedDemo } from '@/seed/demo-seed';
import type { TemplateKind } from './test-paths';

/**
 * Citus mode (CITUS_URL): the whole suite shares one distributed database, since Citus copies no
 * database but template1. The global setup migrates it once (which distributes it); the test
 * files run one at a time, and each starts from an emptied database with the seed it asks for.
 * A file that opens a second database while its first is still open shares the first one's data.
 * The database's rows are all deleted: give the suite a database of its own.
 */
export async function prepareCitusDatabase(url: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    if (!(await hasCitus(handle.db))) throw new Error('CITUS_URL must name a database with the citus extension (docs/citus.md)');
    await migrate(handle.db);
  } finally {
    await handle.close();
  }
}

let openHandles = 0;

export async function openCitusTestDatabase(url: string, kind: TemplateKind): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  try {
    if (openHandles === 0) await resetDatabase(handle, kind);
  } catch (err) {
    await handle.close();
    throw err;
  }
  openHandles++;
  return {
    ...handle,
    close: async () => {
      openHandles--;
      await handle.close();
    },
  };
}

/**
 * Every table emptied (as the owner, which row-level security does not limit), then the seed of
 * `kind`. Deleted table by table, a table before those it references, over one connection per
 * worker (a TRUNCATE of all of them took 19 s on the test cluster, this about one); the audit
 * trail refuses deletes, and is truncated. A table an earlier file made and left (its own
 * database would have gone with it) is dropped.
 */
async function resetDatabase(handle: DatabaseHandle, kind: TemplateKind): Promise<void> {
  const registered = [...tenantTables.map((entry) => entry.table), ...keptOnErase, ...globalTables, ...localTables];
  const left = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in (${sql.join(registered)})`.execute(handle.db);
  for (const { name } of left.rows) await sql`drop table ${sql.table(name)} cascade`.execute(handle.db);
  await handle.db.transaction().execute(async (tx) => {
    await sql`set local citus.multi_shard_modify_mode = 'sequential'`.execute(tx);
    for (const table of tenantTables) await sql`delete from ${sql.table(table.table)}`.execute(tx);
    for (const table of keptOnErase) await sql`truncate ${sql.table(table)}`.execute(tx);
    for (const table of [...globalTables].reverse()) await sql`delete from ${sql.table(table)}`.execute(tx);
  });
  if (kind !== 'migrated') await seedDemo(handle.db, { masterData: kind === 'masterData' });
}
