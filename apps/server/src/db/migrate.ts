import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { distributeTables, hasCitus } from './citus-distribution';
import { sqlStatements } from './sql-statements';
import type { Database } from './schema';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Runs the SQL files of `migrations/` that have not run yet, in name order, each in its own
 * transaction. An advisory lock keeps two starting servers from migrating at once. On a Citus
 * database the tables are then distributed (tenant tables) or copied to every node (global tables):
 * those of this batch, or any an earlier start left undone (see citus-distribution.ts).
 */
export async function migrate(db: Kysely<Database>, options: { statementAtATime?: boolean } = {}): Promise<string[]> {
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(727274)`.execute(conn);
    try {
      await sql`create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())`.execute(
        conn,
      );
      const done = await sql<{ name: string }>`select name from schema_migration`.execute(conn);
      const doneNames = new Set(done.rows.map((row) => row.name));
      const oneByOne = options.statementAtATime ?? (await hasCitus(conn));
      for (const file of listMigrations()) {
        if (doneNames.has(file)) continue;
        const text = readFileSync(path.join(migrationsDir, file), 'utf8');
        await conn.transaction().execute(async (trx) => {
          // On Citus a statement at a time (sql-statements.ts), after one that takes the transaction's
          // begin with it (the driver sends begin with the first statement, and Citus would pass a
          // DDL command's text to the workers with the begin in it): one connection per worker, as
          // Citus advises for DDL beside writes in one transaction. Elsewhere the file in one message.
          const statements = oneByOne ? [`set local citus.multi_shard_modify_mode = 'sequential'`, ...sqlStatements(text)] : [text];
          for (const statement of statements) await sql.raw(statement).execute(trx);
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
