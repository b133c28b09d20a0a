import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/database';
import { globalTables } from '@/db/global-tables';
import { keptOnErase, tenantTables } from '@/db/tenant-tables';
import { newId } from '@/platform/ids';
import { openTestDatabase } from '../../test/test-db';
import { demoTenants, isEmptyDatabase, seedDemo } from './demo-seed';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase('migrated');
});
afterAll(() => handle.close());

/** The rows of every tenant and global table, counted as the owner (row-level security does not limit it): what is really there. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...tenantTables.map((entry) => entry.table), ...keptOnErase, ...globalTables]) {
    const row = (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db)).rows[0];
    const n = Number(row?.n);
    if (n > 0) counts[table] = n;
  }
  return counts;
}

const secondAdmin = demoTenants[1]?.users[0]?.email ?? '';

describe('the demo seed', () => {
  it('is all or nothing: a failure at the second company leaves no super admin, first company or audit event behind', async () => {
    expect(await isEmptyDatabase(handle.db)).toBe(true);
    // The second company's admin's address taken already: the seed fails on that insert, after the first company is written.
    const squatter = newId();
    await handle.db
      .insertInto('appUser')
      .values({ id: squatter, email: secondAdmin, passwordHash: 'x', firstName: 'Bezet', lastName: 'Adres' })
      .execute();

    await expect(seedDemo(handle.db, { masterData: false })).rejects.toThrow();

    expect(await rowCounts()).toEqual({ app_user: 1 });
    const users = await handle.db.selectFrom('appUser').select(['id', 'email']).execute();
    expect(users).toEqual([{ id: squatter, email: secondAdmin }]);
  });

  it('then seeds in full on the next start, which finds the database empty', async () => {
    await handle.db.deleteFrom('appUser').where('email', '=', secondAdmin).execute();
    expect(await isEmptyDatabase(handle.db)).toBe(true);

    const signIns = await seedDemo(handle.db, { masterData: false });

    expect(signIns.map((s) => s.email).sort()).toEqual(
      ['super@example.com', ...demoTenants.flatMap((t) => t.users.map((u) => u.email))].sort(),
    );
    const counts = await rowCounts();
    expect(counts.tenant).toBe(demoTenants.length);
    expect(counts.app_user).toBe(signIns.length);
    expect(counts.tenant_user).toBe(signIns.length - 1);
    expect(await isEmptyDatabase(handle.db)).toBe(false);
  });
});
