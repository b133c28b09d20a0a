/**
 * `npm run backup [-- <file>] [--no-verify] [--force]`: backs up the database the server uses.
 * With DATABASE_URL, PostgreSQL (pg_dump -Fc); else the embedded PGlite in DATA_DIR (its data
 * folder's dump), which the server must not have open. The file goes to BACKUP_DIR (default
 * backups/) unless named. The dump is restored into a scratch copy and compared (--no-verify skips
 * it); the run is recorded in the database for the compliance check "backups recent and restorable".
 */
import path from 'node:path';
import { dataDirOf, pgliteDirOf, repoRoot } from '@/config';
import { defaultBackupFile } from '@/backup/backup-record';
import { backupPostgres } from '@/backup/pg-backup';
import { BackupError, backupPglite } from '@/backup/pglite-backup';
import { parseArgs, runCli } from './cli-args';

const { positional, flags } = parseArgs(process.argv.slice(2));
const databaseUrl = process.env.DATABASE_URL || undefined;
const engine = databaseUrl ? 'postgres' : 'pglite';
const backupDir = path.resolve(repoRoot, process.env.BACKUP_DIR ?? 'backups');
const file = positional[0] ? path.resolve(positional[0]) : defaultBackupFile(backupDir, engine);
const options = { force: flags.has('force'), verify: !flags.has('no-verify') };

await runCli(
  async () => {
    const dataDir = pgliteDirOf(dataDirOf());
    console.log(databaseUrl ? 'backing up PostgreSQL (pg_dump) …' : `backing up the embedded database in ${dataDir} …`);
    const result = databaseUrl ? await backupPostgres(databaseUrl, file, options) : await backupPglite(dataDir, file, options);
    console.log(`backup written: ${result.file} (${(result.sizeBytes / 1024).toFixed(0)} KiB, sha256 ${result.sha256})`);
    if (result.unverified === null) console.log('restore verified: a copy restored from it has the same rows and audit chains');
    else console.warn(`restore NOT verified: ${result.unverified}`);
    if (!databaseUrl)
      console.log(`keep the app secret with it (APP_SECRET or ${path.join(dataDirOf(), 'app-secret.key')}): stored secrets need it`);
  },
  (err) => err instanceof BackupError,
);
