import { randomBytes } from 'node:crypto';
import { mkdirSync, statSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '@/db/database';
import { type BackupResult, recordBackup } from './backup-record';
import { type Census, compareCensus, takeCensus } from './census';
import { databaseName, databaseUrl, pgProgram, runProgram, runStatement } from './pg-tools';
import { BackupError, readBackupFile } from './pglite-backup';

type Options = { force?: boolean; verify?: boolean };

/**
 * Backs up a PostgreSQL database with `pg_dump -Fc` (custom format, compressed). The dump and the
 * census run on one snapshot (a repeatable-read transaction exports it, pg_dump --snapshot reads
 * it), so they agree while the server keeps working. The dump is then restored into a scratch
 * database on the same server, compared and dropped; the run is recorded in `backup_record`.
 */
export async function backupPostgres(url: string, file: string, options: Options = {}): Promise<BackupResult> {
  mkdirSync(path.dirname(file), { recursive: true });
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    const census = await handle.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(tx);
        await runProgram(pgProgram('pg_dump'), ['-Fc', `--snapshot=${rows[0]?.snapshot}`, '-f', file, '-d', url]);
        return takeCensus(tx);
      });
    const bytes = readFileSync(file);
    const result: BackupResult = {
      file,
      engine: 'postgres',
      sizeBytes: statSync(file).size,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      unverified: options.verify === false ? 'not asked (--no-verify)' : await verifyPgDump(url, file, census),
    };
    await recordBackup(handle.db, result);
    return result;
  } finally {
    await handle.close();
  }
}

/** Restores the dump into a scratch database on the same server and compares; answers null or why not verified. */
async function verifyPgDump(url: string, file: string, original: Census): Promise<string | null> {
  const scratch = `wb_backup_verify_${randomBytes(5).toString('hex')}`;
  try {
    await runStatement(url, `create database ${scratch}`);
  } catch (err) {
    return `no scratch database to restore into (${(err as Error).message})`;
  }
  try {
    const copy = await restorePostgres(file, databaseUrl(url, scratch));
    const differences = compareCensus(original, copy);
    return differences.length ? differences.join('; ') : null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await runStatement(url, `drop database if exists ${scratch} with (force)`).catch(() => {});
  }
}

/**
 * The app's roles belong to the server, not the database: a server that never ran the migrations
 * lacks them, and the dump's grants to them would fail. Made as migrations 0001, 0002 and 0021 make them.
 */
const appRoles = ['wb_app', 'wb_worker', 'wb_platform']
  .map(
    (role) => `do $$ begin
  if not exists (select 1 from pg_roles where rolname = '${role}') then create role ${role} nologin nobypassrls; end if;
  execute format('grant ${role} to %I', current_user);
exception when duplicate_object or unique_violation then null;
end $$;`,
  )
  .join('\n');

/**
 * Restores a `pg_dump -Fc` backup into the database `url` names, which must exist and hold no
 * tables (with `force`, its objects are dropped first: pg_restore --clean). Objects are owned by
 * the restoring role (--no-owner); the grants to the app's roles are kept. Answers the census.
 */
export async function restorePostgres(file: string, url: string, options: Options = {}): Promise<Census> {
  const bytes = readBackupFile(file);
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== 'PGDMP')
    throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump -Fc)`);
  const [{ tables } = { tables: '0' }] = await runStatement<{ tables: string }>(
    url,
    `select count(*) as tables from information_schema.tables where table_schema = 'public'`,
  ).catch((err: Error) => {
    throw new BackupError(`cannot reach the database ${databaseName(url)}: ${err.message}`);
  });
  const clean = Number(tables) > 0;
  if (clean && !options.force)
    throw new BackupError(`the database ${databaseName(url)} is not empty: restore into an empty database, or pass --force`);
  await runStatement(url, appRoles);
  await runProgram(pgProgram('pg_restore'), [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    ...(clean ? ['--clean', '--if-exists'] : []),
    '-d',
    url,
    file,
  ]);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    return await takeCensus(handle.db);
  } finally {
    await handle.close();
  }
}
