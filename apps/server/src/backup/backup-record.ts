import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Engine } from '@/db/database';
import type { Database } from '@/db/schema';
import { newId } from '@/platform/ids';

/** What a backup run made: the file, its size and checksum, and whether a restore of it was verified. */
export type BackupResult = {
  file: string;
  engine: Engine;
  sizeBytes: number;
  sha256: string;
  /** Null when the restore was verified; else why not (the differences, or why it could not run). */
  unverified: string | null;
};

/** Where `npm run backup` writes when no file is named: BACKUP_DIR, else backups/ in the checkout. */
export function defaultBackupFile(backupDir: string, engine: Engine, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(backupDir, `${stamp}-${engine}${engine === 'pglite' ? '.tar.gz' : '.dump'}`);
}

export function writeBackupFile(file: string, bytes: Uint8Array): { sizeBytes: number; sha256: string } {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes, { mode: 0o600 });
  return { sizeBytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Records a finished backup in the backed-up database's platform table `backup_record`, which the
 * compliance check "backups recent and restorable" reads (its restore counts as verified only when
 * the copy's census matched the original's). The record is written after the dump, so a restored
 * copy lists the backups made before it.
 */
export async function recordBackup(db: Kysely<Database>, result: BackupResult): Promise<void> {
  await db
    .insertInto('backupRecord')
    .values({
      id: newId(),
      engine: result.engine,
      fileName: path.basename(result.file),
      sizeBytes: String(result.sizeBytes),
      sha256: result.sha256,
      restoreVerifiedAt: result.unverified === null ? new Date() : null,
    })
    .execute();
}
