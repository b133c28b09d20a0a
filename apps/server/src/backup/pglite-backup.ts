import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions, wrapPglite } from '@/db/database';
import { type BackupResult, recordBackup, writeBackupFile } from './backup-record';
import { type Census, compareCensus, takeCensus } from './census';

/** A backup or restore that cannot go on; its message says why, for the person at the terminal. */
export class BackupError extends Error {}

type Options = { force?: boolean; verify?: boolean };

/**
 * Refuses a data folder PGlite has open: PGlite keeps postmaster.pid there while open (a running
 * server), and two processes writing one folder corrupt it. After a crash the file stays: --force.
 */
function refuseOpenFolder(dir: string, force: boolean | undefined): void {
  if (!force && existsSync(`${dir}/postmaster.pid`))
    throw new BackupError(`${dir} is in use (postmaster.pid): stop the server first; if no server runs (it crashed), pass --force`);
}

/**
 * Backs up the embedded database: PGlite's own dump of its data folder (dumpDataDir, a gzipped
 * tar), written to `file`. The dump is then loaded into a PGlite in memory (loadDataDir) and its
 * census compared with the original's; the run is recorded in `backup_record`, verified or not.
 */
export async function backupPglite(dataDir: string, file: string, options: Options = {}): Promise<BackupResult> {
  if (!existsSync(`${dataDir}/PG_VERSION`)) throw new BackupError(`no database in ${dataDir}`);
  refuseOpenFolder(dataDir, options.force);
  const pglite = await PGlite.create(dataDir, pgliteOptions);
  const handle = wrapPglite(pglite);
  try {
    const census = await takeCensus(handle.db);
    const dump = await pglite.dumpDataDir('gzip');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    const written = writeBackupFile(file, bytes);
    const unverified = options.verify === false ? 'not asked (--no-verify)' : await verifyPgliteDump(bytes, census);
    const result: BackupResult = { file, engine: 'pglite', ...written, unverified };
    await recordBackup(handle.db, result);
    return result;
  } finally {
    await handle.close();
  }
}

async function verifyPgliteDump(bytes: Uint8Array<ArrayBuffer>, original: Census): Promise<string | null> {
  const copy = await openPgliteDump(bytes, 'memory://');
  try {
    const differences = compareCensus(original, await takeCensus(copy.db));
    return differences.length ? differences.join('; ') : null;
  } finally {
    await copy.close();
  }
}

async function openPgliteDump(bytes: Uint8Array<ArrayBuffer>, dataDir: string) {
  const pglite = await PGlite.create(dataDir, { ...pgliteOptions, loadDataDir: new Blob([bytes]) });
  return wrapPglite(pglite);
}

/**
 * Restores a PGlite backup into `dataDir`, which must be empty or absent; with `force` a folder
 * that holds data is moved aside (`<dir>.before-restore-<time>`), never deleted. Answers the
 * census of the restored database and where the old folder went.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: Options = {},
): Promise<{ census: Census; movedAside: string | null }> {
  const bytes = readBackupFile(file);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new BackupError(`${file} is not a PGlite backup (a gzipped tar)`);
  let movedAside: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!options.force) throw new BackupError(`${dataDir} is not empty: restore into an empty folder, or pass --force`);
    if (existsSync(`${dataDir}/postmaster.pid`))
      throw new BackupError(`${dataDir} is in use (postmaster.pid): stop the server first (after a crash, delete that file)`);
    movedAside = `${dataDir}.before-restore-${Date.now()}`;
    renameSync(dataDir, movedAside);
  }
  mkdirSync(dataDir, { recursive: true });
  const handle = await openPgliteDump(bytes, dataDir);
  try {
    return { census: await takeCensus(handle.db), movedAside };
  } finally {
    await handle.close();
  }
}

export function readBackupFile(file: string): Uint8Array<ArrayBuffer> {
  if (!existsSync(file)) throw new BackupError(`no file ${file}`);
  return new Uint8Array(readFileSync(file));
}
