import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, pgliteOptions, wrapPglite } from '@/db/database';
import { openCitusTestDatabase } from './citus-test-db';
import { type TemplateKind, pgTemplateName, pgliteTemplateFile } from './test-paths';

/**
 * A database of the test file's own, made from one of the templates Vitest's global setup
 * prepared once per run (`migrated`, `seeded` with the demo users, or `masterData` with the demo
 * customers, items and orders as well): PGlite in memory, loaded from the template's dump, or,
 * when DATABASE_URL is set, a fresh database copied from the template database on that server
 * (dropped at close). With CITUS_URL, the suite's one distributed database, emptied and seeded
 * (citus-test-db.ts).
 */
export async function openTestDatabase(kind: TemplateKind = 'migrated'): Promise<DatabaseHandle> {
  if (process.env.CITUS_URL) return openCitusTestDatabase(process.env.CITUS_URL, kind);
  const url = process.env.DATABASE_URL;
  if (url) return openServerTestDatabase(url, kind);
  const dump = new Blob([readFileSync(pgliteTemplateFile(kind))]);
  return wrapPglite(await PGlite.create('memory://', { ...pgliteOptions, loadDataDir: dump }));
}

async function openServerTestDatabase(url: string, kind: TemplateKind): Promise<DatabaseHandle> {
  const name = `wb_test_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name} template ${pgTemplateName(kind)}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One statement on the server's maintenance connection (creating and dropping databases). */
export async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
