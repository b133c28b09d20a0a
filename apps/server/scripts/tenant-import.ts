/**
 * `npm run tenant:import -- <file> <tenant name>`: imports an archive of tenant:export into a new
 * tenant of that name (or an existing one of that name that holds no data), in one transaction.
 * Uses the server's database (DATABASE_URL, else the embedded one, with the server stopped).
 */
import path from 'node:path';
import { openServerDatabase } from '@/backup/cli-database';
import { BackupError, readBackupFile } from '@/backup/pglite-backup';
import { importTenant } from '@/backup/tenant-import';
import { parseArgs, runCli } from './cli-args';

const [fileArg, name] = parseArgs(process.argv.slice(2)).positional;

await runCli(
  async () => {
    if (!fileArg || !name?.trim()) throw new BackupError('usage: npm run tenant:import -- <file.zip> <new tenant name>');
    const bytes = readBackupFile(path.resolve(fileArg));
    const handle = await openServerDatabase();
    try {
      const result = await importTenant(handle.db, bytes, name.trim());
      const rows = Object.values(result.rowCounts).reduce((a, b) => a + b, 0);
      console.log(`imported ${rows} rows into the tenant ${name.trim()} (${result.tenantId}); its audit chain was rebuilt and verifies`);
    } finally {
      await handle.close();
    }
  },
  (err) => err instanceof BackupError,
);
