import { existsSync } from 'node:fs';
import { dataDirOf, pgliteDirOf } from '@/config';
import { type DatabaseHandle, openDatabase } from '@/db/database';
import { BackupError } from './pglite-backup';

/**
 * The server's database for a command-line tool: PostgreSQL with DATABASE_URL, else the embedded
 * PGlite in DATA_DIR, which only one process may have open (a running server keeps postmaster.pid).
 */
export async function openServerDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL || undefined;
  if (url) return openDatabase({ databaseUrl: url, poolSize: 2 });
  const dir = pgliteDirOf(dataDirOf());
  if (!existsSync(`${dir}/PG_VERSION`)) throw new BackupError(`no database in ${dir}`);
  if (existsSync(`${dir}/postmaster.pid`)) throw new BackupError(`${dir} is in use (postmaster.pid): stop the server first`);
  return openDatabase({ dataDir: dir });
}
