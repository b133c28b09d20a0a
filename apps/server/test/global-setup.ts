import { mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions, wrapPglite } from '@/db/database';
import { migrate } from '@/db/migrate';
import { pgliteTemplateDir } from './test-paths';

/** Migrates one PGlite database into a template folder; each test file starts from a copy. */
export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  rmSync(pgliteTemplateDir, { recursive: true, force: true });
  mkdirSync(pgliteTemplateDir, { recursive: true });
  const pglite = await PGlite.create(pgliteTemplateDir, pgliteOptions);
  const handle = wrapPglite(pglite);
  await migrate(handle.db);
  await handle.close();
}
