/**
 * `npm run tenant:export -- <tenantId> <file>`: writes all of one tenant's data as a portable
 * archive, a ZIP of one JSON file per table and manifest.json (see src/backup/tenant-export.ts).
 * Uses the server's database (DATABASE_URL, else the embedded one, with the server stopped).
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openServerDatabase } from '@/backup/cli-database';
import { BackupError } from '@/backup/pglite-backup';
import { exportTenant } from '@/backup/tenant-export';
import { isUuid } from '@/platform/ids';
import { zipTables } from '@/modules/compliance/gdpr.service';
import { parseArgs, runCli } from './cli-args';

const [tenantId, fileArg] = parseArgs(process.argv.slice(2)).positional;

await runCli(
  async () => {
    if (!tenantId || !isUuid(tenantId) || !fileArg) throw new BackupError('usage: npm run tenant:export -- <tenantId> <file.zip>');
    const file = path.resolve(fileArg);
    const handle = await openServerDatabase();
    try {
      const { tables, manifest } = await exportTenant(handle.db, tenantId);
      mkdirSync(path.dirname(file), { recursive: true });
      await pipeline(zipTables(tables, { csv: false }), createWriteStream(file, { mode: 0o600 }));
      const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
      console.log(`exported ${manifest.tenant.name}: ${rows} rows in ${Object.keys(manifest.rowCounts).length} tables to ${file}`);
    } finally {
      await handle.close();
    }
  },
  (err) => err instanceof BackupError || (err instanceof Error && err.message.startsWith('no tenant')),
);
