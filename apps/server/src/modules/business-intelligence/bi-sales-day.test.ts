// The sales kept per day, route and employee (bi_sales_day, migration 0480) stay equal to the sums
// of the orders themselves through every way an order changes: created, its lines and date and
// route changed, moved, cancelled, deleted; and the figures that read them follow at once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCompanyZone } from '@wb/domain/today';
import { systemCtx } from '@/platform/context';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, statusIds } from '../orders/order-test-kit';
import { shiftDay } from './bi-period';
import { biMetrics } from './bi.service';

type Day = { day: string; route: string; employee: string; orders: string; revenue: string; margin: string };

let t: TestApp;
let admin: string;
let tenantId: string;
let call: ReturnType<typeof caller>;
let status: Awaited<ReturnType<typeof statusIds>>;
let account: { id: string };
let item: { id: string };

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  const session = await signIn(t.app, 'admin@demo.example.com');
  admin = session.access_token;
  tenantId = session.user.tenantId as string;
  status = await statusIds(t, admin);
  account = await createAccount(t, admin, { companyName: 'Eetcafé De Zwaan' });
  item = await createItem(t, admin, { name: 'Karnemelk', purchasePricePerPackage: '1.10' });
}, 120_000);
afterAll(() => t.close());

/** The rows kept, and the same sums computed from the orders, each without rows of nothing. */
async function keptAndComputed(): Promise<{ kept: Day[]; computed: Day[] }> {
  return systemCtx(t.deps.db, tenantId, async (ctx) => {
    const kept = await sql<Day>`
      select day::text, route, employee, orders::text, revenue::text, margin::text from bi_sales_day
      where tenant_id = ${tenantId} and orders <> 0 order by 1, 2, 3`.execute(ctx.tx);
    const computed = await sql<Day>`
      select o.order_date::text as day, o.route, coalesce(coalesce(o.assigned_to, o.created_by)::text, '') as employee,
             count(*)::text as orders, sum(o.net_total)::text as revenue, sum(o.profit)::text as margin
      from sales_order o
      where o.tenant_id = ${tenantId}
        and o.status_id not in (select s.id from order_status s where s.tenant_id = ${tenantId} and s.code = 'cancelled')
      group by 1, 2, 3 order by 1, 2, 3`.execute(ctx.tx);
    return { kept: kept.rows, computed: computed.rows };
  });
}

async function expectKeptTrue(): Promise<void> {
  const { kept, computed } = await keptAndComputed();
  expect(computed.length).toBeGreaterThan(0);
  expect(kept).toEqual(computed);
}

async function revenueToday(): Promise<{ orders: number; revenue: string }> {
  const today = todayInCompanyZone();
  const figures = await systemCtx(t.deps.db, tenantId, (ctx) => biMetrics(ctx, { startDate: today, endDate: today }));
  return { orders: figures.orders, revenue: figures.revenue };
}

describe('the sales kept per day', () => {
  it('hold the sums of the orders through creating, changing, moving, cancelling and deleting orders', async () => {
    await expectKeptTrue();
    const before = await revenueToday();
    const created = await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '10' }] });
    expect(created.statusCode, created.body).toBe(201);
    let order = created.json() as unknown as {
      id: string;
      version: number;
      totals: { net: string };
      lines: Array<{ id: string; itemId: string }>;
    };
    await expectKeptTrue();
    const afterCreate = await revenueToday();
    expect(afterCreate.orders).toBe(before.orders + 1);
    expect(Number(afterCreate.revenue)).toBeCloseTo(Number(before.revenue) + Number(order.totals.net), 2);

    // More of the line, another route, another day: the order leaves one row and joins another.
    const line = order.lines[0] as { id: string; itemId: string };
    const route = await systemCtx(t.deps.db, tenantId, async (ctx) => {
      const used = await sql<{
        route: string;
      }>`select max(route) as route from sales_order where tenant_id = ${tenantId} and route <> ''`.execute(ctx.tx);
      return used.rows[0]?.route as string;
    });
    expect(route).toBeTruthy();
    const changed = await call(admin, 'PATCH', `/orders/${order.id}`, {
      version: order.version,
      route,
      orderDate: shiftDay(todayInCompanyZone(), -1),
      lines: [{ id: line.id, itemId: line.itemId, amount: '25' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    order = changed.json() as unknown as typeof order;
    await expectKeptTrue();
    expect((await revenueToday()).orders).toBe(before.orders);

    const confirmed = await call(admin, 'POST', `/orders/${order.id}/status`, { statusId: status.confirmed, version: order.version });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    order = confirmed.json() as unknown as typeof order;
    await expectKeptTrue();

    const cancelled = await call(admin, 'POST', `/orders/${order.id}/status`, { statusId: status.cancelled, version: order.version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectKeptTrue();

    const second = await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '3' }] });
    expect(second.statusCode, second.body).toBe(201);
    await expectKeptTrue();
    const deleted = await call(admin, 'DELETE', `/orders/${(second.json() as unknown as { id: string }).id}`);
    expect(deleted.json()).toEqual({ deleted: true });
    await expectKeptTrue();
    expect(await revenueToday()).toEqual(before);
  });

  it('are the tenant’s own: another company reads none of them', async () => {
    const other = (await signIn(t.app, 'admin@other.example.com')).user.tenantId as string;
    expect(other).not.toBe(tenantId);
    const read = (reader: string) =>
      systemCtx(t.deps.db, reader, async (ctx) => {
        const result = await sql<{ n: string }>`select count(*)::text as n from bi_sales_day where tenant_id = ${tenantId}`.execute(ctx.tx);
        return Number(result.rows[0]?.n);
      });
    expect(await read(tenantId)).toBeGreaterThan(0);
    expect(await read(other)).toBe(0);
  });
});
