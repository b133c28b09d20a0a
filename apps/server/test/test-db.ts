import { cpSync, mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, pgliteOptions, wrapPglite } from '@/db/database';
import { migrate } from '@/db/migrate';
import { pgliteTemplateDir, testTmpDir } from './test-paths';

/**
 * A database of the test file's own: a copy of the migrated PGlite template, or, when
 * DATABASE_URL is set, a fresh database on that PostgreSQL server (dropped at close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return openServerTestDatabase(url);
  mkdirSync(testTmpDir, { recursive: true });
  const dir = mkdtempSync(path.join(testTmpDir, 'db-'));
  cpSync(pgliteTemplateDir, dir, { recursive: true });
  const handle = wrapPglite(await PGlite.create(dir, pgliteOptions));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openServerTestDatabase(url: string): Promise<DatabaseHandle> {
  const name = `wb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 5 });
  await migrate(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
