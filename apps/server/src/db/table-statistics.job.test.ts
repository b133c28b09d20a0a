import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { selectTenantId } from '../../test/test-audit';
import { tableStatisticsHandler } from './table-statistics.job';

let t: TestApp;
let runs: boolean;
beforeAll(async () => {
  t = await createTestApp();
  // On PostgreSQL with autovacuum on the job leaves it to autovacuum; PGlite has none.
  const autovacuum = (await sql<{ autovacuum: string }>`show autovacuum`.execute(t.deps.db)).rows[0]?.autovacuum;
  runs = t.deps.engine === 'pglite' || autovacuum === 'off';
});
afterAll(() => t.close());

const logged: object[] = [];
const log = { info: (obj: object) => logged.push(obj) };
const runJob = () => tableStatisticsHandler(t.deps.db, t.deps.engine, log)({} as never);
const tableState = async (table: string) => {
  await sql`select pg_stat_force_next_flush()`.execute(t.deps.db);
  const result = await sql<{ plannerRows: number; deadRows: number; allVisiblePages: number }>`
    select c.reltuples as "plannerRows", s.n_dead_tup as "deadRows", c.relallvisible as "allVisiblePages"
    from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = ${table}`.execute(t.deps.db);
  const row = result.rows[0];
  return { plannerRows: Number(row?.plannerRows), deadRows: Number(row?.deadRows), allVisiblePages: Number(row?.allVisiblePages) };
};

describe('the table upkeep job (statistics and dead rows)', () => {
  it('analyses a table that grew, so the planner knows its size, and leaves the others alone', async () => {
    await sql`vacuum analyze`.execute(t.deps.db);
    const tenantId = await selectTenantId(t.deps.db, 'Demo Groothandel B.V.');
    await sql`insert into account (tenant_id, id, account_number, company_name)
      select ${tenantId}, gen_random_uuid(), 'STAT-' || g, 'Statistiek ' || g from generate_series(1, 3000) g`.execute(t.deps.db);
    expect((await tableState('account')).plannerRows).toBeLessThan(3000);

    await runJob();

    if (runs) {
      const after = await tableState('account');
      expect(after.plannerRows).toBeGreaterThanOrEqual(3000);
      // 3,000 rows added: more than autovacuum's 1,000 + 20 %, so the table is vacuumed as well.
      expect(after.allVisiblePages).toBeGreaterThan(0);
      expect(logged).toEqual([{ vacuumed: ['account'], analysed: [] }]);
    } else {
      expect(logged).toEqual([]);
    }
  });

  it('finds nothing to do right after', async () => {
    logged.length = 0;
    await runJob();
    expect(logged).toEqual([]);
  });

  it('clears the old versions of rows changed in bulk', async () => {
    logged.length = 0;
    await sql`update account set notes = notes || ' ' where account_number like 'STAT-%'`.execute(t.deps.db);
    if (runs) expect((await tableState('account')).deadRows).toBeGreaterThanOrEqual(3000);

    await runJob();

    if (runs) {
      expect((await tableState('account')).deadRows).toBe(0);
      expect(logged).toEqual([{ vacuumed: ['account'], analysed: [] }]);
    } else {
      expect(logged).toEqual([]);
    }
  });

  it('only analyses a table of which more than a tenth changed but less than a fifth', async () => {
    logged.length = 0;
    // 450 of some 3,070 accounts: past 50 + 10 %, short of 50 + 20 %.
    await sql`update account set notes = notes || ' '
      where account_number in (select 'STAT-' || g from generate_series(1, 450) g)`.execute(t.deps.db);

    await runJob();

    if (runs) {
      expect((await tableState('account')).deadRows).toBeGreaterThanOrEqual(450);
      expect(logged).toEqual([{ vacuumed: [], analysed: ['account'] }]);
    } else {
      expect(logged).toEqual([]);
    }
  });
});
