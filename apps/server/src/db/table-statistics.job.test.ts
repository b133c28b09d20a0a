import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { selectTenantId } from '../../test/test-audit';
import { tableStatisticsHandler } from './table-statistics.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logged: object[] = [];
const log = { info: (obj: object) => logged.push(obj) };
const rowsThePlannerSees = async (table: string) =>
  Number((await sql<{ n: number }>`select reltuples as n from pg_class where relname = ${table}`.execute(t.deps.db)).rows[0]?.n);

describe('the table statistics job', () => {
  it('analyses a table that grew, so the planner knows its size, and leaves the others alone', async () => {
    await sql`analyze`.execute(t.deps.db);
    const tenantId = await selectTenantId(t.deps.db, 'Demo Groothandel B.V.');
    await sql`insert into account (tenant_id, id, account_number, company_name)
      select ${tenantId}, gen_random_uuid(), 'STAT-' || g, 'Statistiek ' || g from generate_series(1, 3000) g`.execute(t.deps.db);
    const before = await rowsThePlannerSees('account');
    expect(before).toBeLessThan(3000);

    // On PostgreSQL with autovacuum on the job leaves it to autovacuum; PGlite has none.
    const autovacuum = (await sql<{ autovacuum: string }>`show autovacuum`.execute(t.deps.db)).rows[0]?.autovacuum;
    const runs = t.deps.engine === 'pglite' || autovacuum === 'off';
    await tableStatisticsHandler(t.deps.db, t.deps.engine, log)({} as never);

    if (runs) {
      expect(await rowsThePlannerSees('account')).toBeGreaterThanOrEqual(3000);
      expect(logged).toEqual([{ tables: ['account'] }]);
    } else {
      expect(logged).toEqual([]);
    }
  });

  it('finds nothing to do right after', async () => {
    logged.length = 0;
    await tableStatisticsHandler(t.deps.db, t.deps.engine, log)({} as never);
    expect(logged).toEqual([]);
  });
});
