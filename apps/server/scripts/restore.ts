/**
 * `npm run restore -- <file> [<postgres-url>] [--force]`: restores a backup made by `npm run backup`.
 * A PGlite backup (.tar.gz) goes into the embedded database's folder in DATA_DIR, which must be
 * empty or absent (--force moves a present one aside); a PostgreSQL backup (pg_dump -Fc) into the
 * database the URL names (else DATABASE_URL), which must exist and be empty (--force drops what it
 * holds). Prints the restored rows and whether every audit chain verifies.
 */
import path from 'node:path';
import { dataDirOf, pgliteDirOf } from '@/config';
import type { Census } from '@/backup/census';
import { restorePostgres } from '@/backup/pg-backup';
import { BackupError, readBackupFile, restorePglite } from '@/backup/pglite-backup';
import { parseArgs, runCli } from './cli-args';

const { positional, flags } = parseArgs(process.argv.slice(2));
const [fileArg, urlArg] = positional;

await runCli(
  async () => {
    if (!fileArg) throw new BackupError('name the backup file: npm run restore -- <file> [<postgres-url>] [--force]');
    const file = path.resolve(fileArg);
    const isPgDump = Buffer.from(readBackupFile(file).subarray(0, 5)).toString('latin1') === 'PGDMP';
    let census: Census;
    if (isPgDump) {
      const url = urlArg ?? process.env.DATABASE_URL;
      if (!url) throw new BackupError('a PostgreSQL backup needs the target database: npm run restore -- <file> <postgres-url>');
      console.log(`restoring ${file} into the database ${new URL(url).pathname.slice(1)} (pg_restore) …`);
      census = await restorePostgres(file, url, { force: flags.has('force') });
    } else {
      const dataDir = pgliteDirOf(dataDirOf());
      console.log(`restoring ${file} into ${dataDir} …`);
      const restored = await restorePglite(file, dataDir, { force: flags.has('force') });
      if (restored.movedAside) console.log(`the database that was there is kept in ${restored.movedAside}`);
      census = restored.census;
    }
    const rows = Object.values(census.rowCounts).reduce((a, b) => a + b, 0);
    console.log(`restored ${Object.keys(census.rowCounts).length} tables, ${rows} rows`);
    if (census.brokenChains.length) {
      for (const b of census.brokenChains) console.error(`audit chain of ${b.tenantId} breaks at event ${b.seq}`);
      throw new BackupError('the restored audit trail does not verify');
    }
    console.log('every audit chain verifies');
  },
  (err) => err instanceof BackupError,
);
