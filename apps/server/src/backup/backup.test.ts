import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, pgliteOptions, wrapPglite } from '@/db/database';
import type { BackupResult } from './backup-record';
import { onServer } from '../../test/test-db';
import { pgTemplateName, pgliteTemplateFile, testTmpDir } from '../../test/test-paths';
import { type Census, takeCensus } from './census';
import { backupPostgres, restorePostgres } from './pg-backup';
import { databaseUrl } from './pg-tools';
import { backupPglite, restorePglite } from './pglite-backup';

const serverUrl = process.env.DATABASE_URL;
const onPglite = !serverUrl && !process.env.CITUS_URL;
const onPostgres = Boolean(serverUrl) && !process.env.CITUS_URL;

/** The demo must be in the copy: tenants, customers, orders and audit events, every chain intact. */
function expectDemo(census: Census) {
  for (const table of ['tenant', 'app_user', 'account', 'item', 'sales_order', 'audit_event'])
    expect(census.rowCounts[table], table).toBeGreaterThan(0);
  expect(census.brokenChains).toEqual([]);
}

/**
 * The copy has the original's rows in every table and its audit chains, bar one: the original's
 * backup_record of this backup, written after the dump. That record is verified. Closes `original`.
 */
async function expectSameAsOriginal(restored: Census, original: DatabaseHandle, result: BackupResult) {
  try {
    const census = await takeCensus(original.db);
    expectDemo(restored);
    expect(restored.rowCounts).toEqual({ ...census.rowCounts, backup_record: (census.rowCounts.backup_record ?? 0) - 1 });
    expect(restored.auditChecksum).toBe(census.auditChecksum);
    const record = await original.db.selectFrom('backupRecord').selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({ engine: result.engine, fileName: path.basename(result.file), sha256: result.sha256 });
    expect(record.restoreVerifiedAt).not.toBeNull();
  } finally {
    await original.close();
  }
}

describe.runIf(onPglite)('backup and restore on PGlite', () => {
  const work = path.join(testTmpDir, `backup-${randomBytes(4).toString('hex')}`);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('backs up the demo, restores it into a fresh folder with the same rows and audit chains, and records the backup', {
    timeout: 120_000,
  }, async () => {
    const source = path.join(work, 'source');
    mkdirSync(source, { recursive: true });
    const seeded = await PGlite.create(source, {
      ...pgliteOptions,
      loadDataDir: new Blob([readFileSync(pgliteTemplateFile('masterData'))]),
    });
    await seeded.close();
    const file = path.join(work, 'backups', 'demo.tar.gz');

    const result = await backupPglite(source, file);
    expect(result).toMatchObject({ engine: 'pglite', unverified: null });
    expect(readdirSync(path.join(work, 'backups'))).toEqual(['demo.tar.gz']);

    const { census: restored } = await restorePglite(file, path.join(work, 'restored'));
    const original = wrapPglite(await PGlite.create(source, pgliteOptions));
    await expectSameAsOriginal(restored, original, result);
  });

  it('refuses to restore over a folder that holds data unless forced, and then keeps the old folder aside', {
    timeout: 60_000,
  }, async () => {
    const target = path.join(work, 'busy');
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'PG_VERSION'), '17');
    const file = path.join(work, 'backups', 'demo.tar.gz');
    await expect(restorePglite(file, target)).rejects.toThrow(/is not empty/);
    writeFileSync(path.join(target, 'postmaster.pid'), '-42');
    await expect(restorePglite(file, target, { force: true })).rejects.toThrow(/in use/);
    rmSync(path.join(target, 'postmaster.pid'));
    expectDemo((await restorePglite(file, target, { force: true })).census);
    expect(readdirSync(work).some((name) => name.startsWith('busy.before-restore-'))).toBe(true);
  });
});

describe.runIf(onPostgres)('backup and restore on PostgreSQL', () => {
  const suffix = randomBytes(4).toString('hex');
  const [source, target] = [`wb_backup_src_${suffix}`, `wb_backup_dst_${suffix}`];
  const work = path.join(testTmpDir, `backup-${suffix}`);
  afterAll(async () => {
    for (const name of [source, target]) await onServer(serverUrl as string, `drop database if exists ${name} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up the demo with pg_dump, restores it into an empty database with the same rows and audit chains', {
    timeout: 120_000,
  }, async () => {
    const url = serverUrl as string;
    await onServer(url, `create database ${source} template ${pgTemplateName('masterData')}`);
    await onServer(url, `create database ${target}`);
    const file = path.join(work, 'demo.dump');

    const result = await backupPostgres(databaseUrl(url, source), file);
    expect(result).toMatchObject({ engine: 'postgres', unverified: null });

    const restored = await restorePostgres(file, databaseUrl(url, target));
    await expectSameAsOriginal(restored, await openDatabase({ databaseUrl: databaseUrl(url, source), poolSize: 1 }), result);
    await expect(restorePostgres(file, databaseUrl(url, target))).rejects.toThrow(/is not empty/);
  });
});
