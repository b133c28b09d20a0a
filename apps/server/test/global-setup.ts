import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase, pgliteOptions, wrapPglite } from '@/db/database';
import { migrate } from '@/db/migrate';
import { seedDemo } from '@/seed/demo-seed';
import { prepareCitusDatabase } from './citus-test-db';
import { onServer } from './test-db';
import { type TemplateKind, pgTemplateName, pgliteTemplateFile, templateKinds, testTmpDir } from './test-paths';

const prepare: Record<TemplateKind, (handle: DatabaseHandle) => Promise<unknown>> = {
  migrated: (handle) => migrate(handle.db),
  seeded: async (handle) => {
    await migrate(handle.db);
    await seedDemo(handle.db, { masterData: false });
  },
  masterData: async (handle) => {
    await migrate(handle.db);
    await seedDemo(handle.db, { masterData: true });
  },
};

/**
 * Prepares the templates test files start from, once per run: a migrated database, one with the
 * demo users and one with the demo's master data (seeding per file cost seconds each).
 * PGlite: each is dumped to a file; PostgreSQL: each is a database of its own, dropped at the end.
 * Citus (CITUS_URL): no templates; the one database is migrated, and each file seeds it anew.
 */
export async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.CITUS_URL) {
    await prepareCitusDatabase(process.env.CITUS_URL);
    return undefined;
  }
  const url = process.env.DATABASE_URL;
  if (url) return setupServerTemplates(url);
  mkdirSync(testTmpDir, { recursive: true });
  for (const kind of templateKinds) {
    const pglite = await PGlite.create('memory://', pgliteOptions);
    const handle = wrapPglite(pglite);
    await prepare[kind](handle);
    const dump = await pglite.dumpDataDir('none');
    await handle.close();
    writeFileSync(pgliteTemplateFile(kind), Buffer.from(await dump.arrayBuffer()));
  }
  return undefined;
}

async function setupServerTemplates(url: string) {
  // Test workers inherit the environment, and with it the names of this run's templates.
  process.env.WB_TEST_RUN = randomBytes(4).toString('hex');
  const dropAll = async () => {
    for (const kind of templateKinds) await onServer(url, `drop database if exists ${pgTemplateName(kind)} with (force)`);
  };
  for (const kind of templateKinds) {
    await onServer(url, `create database ${pgTemplateName(kind)}`);
    const target = new URL(url);
    target.pathname = `/${pgTemplateName(kind)}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    try {
      await prepare[kind](handle);
    } finally {
      await handle.close();
    }
  }
  return dropAll;
}
