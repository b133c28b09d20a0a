import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { distributeTables } from './citus-distribution';
import type { Database } from './schema';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Runs the SQL files of `migrations/` that have not run yet, in name order, each in its own
 * transaction. An advisory lock keeps two starting servers from migrating at once. On a Citus
 * database the tables are then distributed (tenant tables) or copied to every node (global tables):
 * those of this batch, or any an earlier start left undone (see citus-distribution.ts).
 */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(727274)`.execute(conn);
    try {
      await sql`create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())`.execute(
        conn,
      );
      const done = await sql<{ name: string }>`select name from schema_migration`.execute(conn);
      const doneNames = new Set(done.rows.map((row) => row.name));
      for (const file of listMigrations()) {
        if (doneNames.has(file)) continue;
        const text = readFileSync(path.join(migrationsDir, file), 'utf8');
        await conn.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await sql`insert into schema_migration (name) values (${file})`.execute(trx);
        });
        applied.push(file);
      }
      await distributeTables(conn);
    } finally {
      await sql`select pg_advisory_unlock(727274)`.execute(conn);
    }
  });
  return applied;
}

export function listMigrations(): string[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}
