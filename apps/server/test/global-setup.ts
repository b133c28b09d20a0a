import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase, pgliteOptions, wrapPglite } from '@/db/database';
import { migrate } from '@/db/migrate';
import { seedDemo } from '@/seed/demo-seed';
import { prepareCitusDatabase } from './citus-test-db';
import { onServer } from './test-db';
import { type TemplateKind, pgTemplateName, pgliteTemplateFile, templateKinds, testTmpDir } from './test-paths';

/**
 * What each template adds to the migrated one (the first of `templateKinds`), which the others are
 * copied from: migrating is done once per run, not once per template.
 */
const seedOf: Record<Exclude<TemplateKind, 'migrated'>, (handle: DatabaseHandle) => Promise<unknown>> = {
  seeded: (handle) => seedDemo(handle.db, { masterData: false }),
  masterData: (handle) => seedDemo(handle.db, { masterData: true }),
};
const seededKinds = templateKinds.filter((kind): kind is Exclude<TemplateKind, 'migrated'> => kind !== 'migrated');

/**
 * Prepares the templates test files start from, once per run: a migrated database, one with the
 * demo users and one with the demo's master data (seeding per file cost seconds each); the two
 * seeded ones start as copies of the migrated one.
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
  const migrated = await makePgliteTemplate('migrated', undefined, (handle) => migrate(handle.db));
  for (const kind of seededKinds) await makePgliteTemplate(kind, migrated, seedOf[kind]);
  return undefined;
}

/** A PGlite template: from scratch or from another's dump, `fill`ed, dumped to its file; answers the dump. */
async function makePgliteTemplate(
  kind: TemplateKind,
  from: Blob | undefined,
  fill: (handle: DatabaseHandle) => Promise<unknown>,
): Promise<Blob> {
  const pglite = await PGlite.create('memory://', from ? { ...pgliteOptions, loadDataDir: from } : pgliteOptions);
  const handle = wrapPglite(pglite);
  try {
    await fill(handle);
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(pgliteTemplateFile(kind), Buffer.from(await dump.arrayBuffer()));
    return dump;
  } finally {
    await handle.close();
  }
}

async function setupServerTemplates(url: string) {
  // Test workers inherit the environment, and with it the names of this run's templates.
  process.env.WB_TEST_RUN = randomBytes(4).toString('hex');
  const dropAll = async () => {
    for (const kind of templateKinds) await onServer(url, `drop database if exists ${pgTemplateName(kind)} with (force)`);
  };
  const fillTemplate = async (kind: TemplateKind, fill: (handle: DatabaseHandle) => Promise<unknown>) => {
    const target = new URL(url);
    target.pathname = `/${pgTemplateName(kind)}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    try {
      await fill(handle);
    } finally {
      await handle.close();
    }
  };
  await onServer(url, `create database ${pgTemplateName('migrated')}`);
  await fillTemplate('migrated', (handle) => migrate(handle.db));
  for (const kind of seededKinds) {
    await onServer(url, `create database ${pgTemplateName(kind)} template ${pgTemplateName('migrated')}`);
    await fillTemplate(kind, seedOf[kind]);
  }
  return dropAll;
}
