import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCompanyZone } from '@wb/domain/today';
import { systemCtx } from '@/platform/context';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { selectTenantId } from '../../../test/test-audit';
import { shiftDay } from './bi-period';
import { customerSegmentsBefore, operationalEfficiencyBefore, salesPerformanceBefore } from './bi-before.test-kit';
import { salesPerformance } from './bi-sales';
import { customerSegments } from './bi-segments';
import { operationalEfficiency } from './bi.service';

// Issue 32's speed work rewrote the sales, segment and cycle-time queries (one pass per period,
// joins instead of a subquery per order). On the demo's year of history they give the same figures
// as the queries before it (bi-before.test-kit.ts), over a short, a long and a past period.

const today = todayInCompanyZone();
let t: TestApp;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  tenantId = await selectTenantId(t.handle.db, 'Demo Groothandel B.V.');
}, 120_000);
afterAll(() => t.close());

const periods = [
  {},
  { startDate: shiftDay(today, -13) },
  { startDate: shiftDay(today, -365) },
  { startDate: shiftDay(today, -200), endDate: shiftDay(today, -120) },
];

/** The order of rows of equal value is not part of the figures. */
const byKey = <R extends { key?: string; accountId?: string }>(list: R[]) =>
  [...list].sort((a, b) => String(a.key ?? a.accountId).localeCompare(String(b.key ?? b.accountId)));

const sorted = (figures: Awaited<ReturnType<typeof salesPerformance>>) => ({
  ...figures,
  byItem: byKey(figures.byItem),
  byCategory: byKey(figures.byCategory),
  byAccount: byKey(figures.byAccount),
  byRoute: byKey(figures.byRoute),
  byEmployee: byKey(figures.byEmployee),
});

describe('the business intelligence figures after the rewrite', () => {
  it.each(periods)(
    'sales performance is the same as before (%o)',
    async (query) => {
      const [now, before] = await systemCtx(t.deps.db, tenantId, async (ctx) => [
        await salesPerformance(ctx, query),
        await salesPerformanceBefore(ctx, query),
      ]);
      expect(Number(now.revenue)).toBeGreaterThan(0);
      expect(now.byAccount.length).toBeGreaterThan(0);
      expect(now.byItem.length).toBeGreaterThan(0);
      expect(sorted(now)).toEqual(sorted(before));
    },
    120_000,
  );

  it.each(periods)(
    'customer segments are the same as before (%o)',
    async (query) => {
      const [now, before] = await systemCtx(t.deps.db, tenantId, async (ctx) => [
        await customerSegments(ctx, query),
        await customerSegmentsBefore(ctx, query),
      ]);
      expect(now.customers.length).toBeGreaterThan(0);
      expect(now.segments).toEqual(before.segments);
      expect(byKey(now.customers)).toEqual(byKey(before.customers));
      expect(byKey(now.overdue)).toEqual(byKey(before.overdue));
    },
    120_000,
  );

  it.each(periods)(
    'operational efficiency is the same as before (%o)',
    async (query) => {
      const started = Date.now();
      const now = await systemCtx(t.deps.db, tenantId, (ctx) => operationalEfficiency(ctx, query));
      const middle = Date.now();
      const before = await systemCtx(t.deps.db, tenantId, (ctx) => operationalEfficiencyBefore(ctx, query));
      console.log(`TIMING ops new ${middle - started} ms, old ${Date.now() - middle} ms`);
      expect(now.cycleTimes.some((step) => step.count > 0)).toBe(true);
      expect(now).toEqual(before);
    },
    120_000,
  );
});
