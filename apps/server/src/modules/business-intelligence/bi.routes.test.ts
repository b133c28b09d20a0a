import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCompanyZone } from '@wb/domain/today';
import { inTransaction } from '@/db/transaction';
import { eventHub, type ServerEvent } from '@/platform/events/event-hub';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { selectTenantId } from '../../../test/test-audit';
import { caller, createAccount, createItem, putSettings, signInAs, statusIds } from '../orders/order-test-kit';
import { shiftDay } from './bi-period';

let t: TestApp;
let admin: string;
let other: string;
let sales: string;
let superAdmin: string;
let call: ReturnType<typeof caller>;
let tenantId: string;
let otherTenantId: string;
const today = todayInCompanyZone();

type Json = Record<string, unknown> & { data: Record<string, unknown> };
const get = async (token: string, path: string): Promise<Json> => {
  const res = await call(token, 'GET', `/ai/business-intelligence/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown as Json;
};

/** A figure computed by SQL in the test, in the tenant's scope. */
const one = async <R>(tenant: string, query: ReturnType<typeof sql<R>>): Promise<R[]> =>
  inTransaction(t.handle.db, { tenantId: tenant }, async (tx) => (await query.execute(tx)).rows);
const money = (value: unknown) => Number(value ?? 0).toFixed(2);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
  tenantId = await selectTenantId(t.handle.db, 'Demo Groothandel B.V.');
  sales = await signInAs(t, tenantId, 'sales');
  const status = await statusIds(t, admin);
  await putSettings(t, admin, 'routes', { routeList: ['Noord', 'Zuid'].map((name) => ({ name, description: '', active: true })) });
  const item = await createItem(t, admin, { name: 'Volle melk', price: '2.50', purchasePricePerPackage: '1.50', category: 'Zuivel' });
  const cheese = await createItem(t, admin, { name: 'Jonge kaas', price: '12.00', category: 'Kaas' });
  const accounts = [
    await createAccount(t, admin, { companyName: 'Sushi Sakura' }),
    await createAccount(t, admin, { companyName: 'Bistro Le Petit' }),
  ];
  // Orders over the last 40 days, in both periods of a 14-day comparison, one of them today.
  const days = [0, 0, 2, 5, 9, 13, 16, 20, 27, 33, 40];
  for (const [index, back] of days.entries()) {
    const res = await call(admin, 'POST', '/orders', {
      accountId: accounts[index % 2]?.id,
      orderDate: shiftDay(today, -back),
      route: index % 3 === 0 ? 'Noord' : 'Zuid',
      lines: [
        { itemId: item.id, amount: String(index + 1) },
        { itemId: cheese.id, amount: '1' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as unknown as { id: string };
    if (index < 4) expect((await call(admin, 'POST', `/orders/${order.id}/status`, { statusId: status.confirmed })).statusCode).toBe(200);
  }
  // The other tenant sells too: none of it may show in the demo tenant's figures.
  const otherItem = await createItem(t, other, { name: 'Ander artikel', price: '1000.00' });
  const otherAccount = await createAccount(t, other, { companyName: 'Andere klant' });
  expect(
    (await call(other, 'POST', '/orders', { accountId: otherAccount.id, lines: [{ itemId: otherItem.id, amount: '3' }] })).statusCode,
  ).toBe(201);
  otherTenantId = await selectTenantId(t.handle.db, 'Andere Handel B.V.');
});
afterAll(() => t.close());

describe('GET /ai/business-intelligence/*', () => {
  it('metrics and realtime KPIs equal the figures SQL computes', async () => {
    const { data } = await get(admin, 'metrics');
    const [today_] = await one<{ count: string; revenue: string }>(
      tenantId,
      sql`select count(*) as count, coalesce(sum(net_total), 0) as revenue from sales_order where order_date = ${today}`,
    );
    expect(data.ordersToday).toBe(2);
    expect(data.ordersToday).toBe(Number(today_?.count));
    expect(data.revenueToday).toBe(money(today_?.revenue));
    const start = shiftDay(today, -29);
    const [period] = await one<{ count: string; revenue: string; profit: string }>(
      tenantId,
      sql`select count(*) as count, sum(net_total) as revenue, sum(profit) as profit from sales_order where order_date between ${start} and ${today}`,
    );
    expect(data.orders).toBe(Number(period?.count));
    expect(data.revenue).toBe(money(period?.revenue));
    expect(data.margin).toBe(money(period?.profit));
    const open = await one<{ code: string; count: string }>(
      tenantId,
      sql`select s.code, count(*) as count from sales_order o join order_status s on s.id = o.status_id and s.tenant_id = o.tenant_id
          where not s.is_terminal group by s.code order by s.code`,
    );
    const byStatus = (data.openOrdersByStatus as Array<{ code: string; count: number }>).map((s) => [s.code, s.count]).sort();
    expect(byStatus).toEqual(open.map((row) => [row.code, Number(row.count)]));
    expect(byStatus).toEqual([
      ['confirmed', 4],
      ['pending', 7],
    ]);
    const realtime = await get(admin, 'realtime-kpis');
    expect(realtime.data.revenueToday).toBe(data.revenueToday);
  });

  it('sales performance: totals, previous period and breakdowns equal SQL', async () => {
    const start = shiftDay(today, -13);
    const { data } = await get(admin, `sales-performance?startDate=${start}&endDate=${today}`);
    const sum = async (from: string, to: string) =>
      (
        await one<{ revenue: string; profit: string }>(
          tenantId,
          sql`select coalesce(sum(net_total), 0) as revenue, coalesce(sum(profit), 0) as profit from sales_order where order_date between ${from} and ${to}`,
        )
      )[0] as { revenue: string; profit: string };
    const now = await sum(start, today);
    const before = await sum(shiftDay(start, -14), shiftDay(start, -1));
    expect(data.revenue).toBe(money(now.revenue));
    expect(data.margin).toBe(money(now.profit));
    expect(data.previousRevenue).toBe(money(before.revenue));
    expect(Number(data.previousRevenue)).toBeGreaterThan(0);
    const series = data.series as Array<{ revenue: string }>;
    expect(series).toHaveLength(14);
    expect(series.reduce((total, row) => total + Number(row.revenue), 0).toFixed(2)).toBe(money(now.revenue));
    const routes = await one<{ route: string; revenue: string }>(
      tenantId,
      sql`select route, sum(net_total) as revenue from sales_order where order_date between ${start} and ${today} group by route order by revenue desc`,
    );
    expect((data.byRoute as Array<{ key: string; revenue: string }>).map((r) => [r.key, r.revenue])).toEqual(
      routes.map((r) => [r.route, money(r.revenue)]),
    );
    const categories = await one<{ category: string; revenue: string }>(
      tenantId,
      sql`select i.category, sum(l.line_net) as revenue from sales_order o join sales_order_line l on l.tenant_id = o.tenant_id and l.order_id = o.id
          join item i on i.tenant_id = l.tenant_id and i.id = l.item_id where o.order_date between ${start} and ${today} group by i.category order by revenue desc`,
    );
    expect((data.byCategory as Array<{ key: string; revenue: string }>).map((r) => [r.key, r.revenue])).toEqual(
      categories.map((r) => [r.category, money(r.revenue)]),
    );
    expect((data.byAccount as unknown[]).length).toBe(2);
  });

  it('customer segments: frequency and monetary per customer equal SQL; every customer has a named segment', async () => {
    const { data } = await get(admin, 'customer-segments');
    const perAccount = await one<{ id: string; count: string; revenue: string }>(
      tenantId,
      sql`select account_id as id, count(*) as count, sum(net_total) as revenue from sales_order group by account_id`,
    );
    const customers = data.customers as Array<{ accountId: string; frequency: number; monetary: string; segment: string }>;
    expect(customers.map((c) => [c.accountId, c.frequency, c.monetary]).sort()).toEqual(
      perAccount.map((r) => [r.id, Number(r.count), money(r.revenue)]).sort(),
    );
    const segments = data.segments as Array<{ customers: number }>;
    expect(segments.reduce((total, s) => total + s.customers, 0)).toBe(customers.length);
  });

  it('operational efficiency: cycle counts and turnover equal SQL', async () => {
    const { data } = await get(admin, 'operational-efficiency');
    const [confirmed] = await one<{ count: string }>(
      tenantId,
      sql`select count(distinct h.order_id) as count from order_status_history h join order_status s on s.id = h.to_status_id and s.tenant_id = h.tenant_id where s.code = 'confirmed'`,
    );
    const steps = data.cycleTimes as Array<{ step: string; count: number; averageDays: number | null }>;
    expect(steps.find((s) => s.step === 'createdToConfirmed')?.count).toBe(Number(confirmed?.count));
    expect(steps.find((s) => s.step === 'createdToConfirmed')?.count).toBe(4);
    const sold = await one<{ name: string; sold: string }>(
      tenantId,
      sql`select max(l.name) as name, sum(l.amount) as sold from sales_order_line l join sales_order o on o.tenant_id = l.tenant_id and o.id = l.order_id
          where o.order_date >= ${shiftDay(today, -89)} group by l.item_id order by sold desc, name`,
    );
    expect((data.stockTurnover as Array<{ name: string; soldQuantity: number }>).map((r) => [r.name, r.soldQuantity])).toEqual(
      sold.map((r) => [r.name, Number(r.sold)]),
    );
  });

  it('predictive analytics: history weeks sum to SQL, a forecast with intervals and a backtest', async () => {
    const { data } = await get(admin, 'predictive-analytics?weeks=12');
    const history = data.historyWeeks as Array<{ weekStart: string; revenue: string }>;
    const first = history[0]?.weekStart;
    const [total] = await one<{ revenue: string }>(
      tenantId,
      sql`select coalesce(sum(net_total), 0) as revenue from sales_order where order_date between ${first} and ${shiftDay(today, -1)}`,
    );
    expect(history.reduce((sum, w) => sum + Number(w.revenue), 0).toFixed(2)).toBe(money(total?.revenue));
    const forecast = data.forecast as Array<{ forecast: string; lower: string; upper: string }>;
    expect(forecast).toHaveLength(12);
    for (const week of forecast)
      expect(Number(week.lower) <= Number(week.forecast) && Number(week.forecast) <= Number(week.upper)).toBe(true);
    expect(data.method).toBe('holt-winters-additive-weekly');
    expect(data.backtestWeeks).toBe(4);
    const reorder = data.reorder as Array<{ name: string; dailyVelocity: number }>;
    expect(reorder.map((r) => r.name).sort()).toEqual(['Jonge kaas', 'Volle melk']);
  });

  it('another tenant sees only its own figures', async () => {
    const { data } = await get(other, 'metrics');
    expect(data.ordersToday).toBe(1);
    expect(data.revenueToday).toBe('3000.00');
    const sales_ = await get(other, `sales-performance`);
    expect((sales_.data.byAccount as Array<{ label: string }>).map((a) => a.label)).toEqual(['Andere klant']);
    const segments = await get(other, 'customer-segments');
    expect((segments.data.customers as Array<{ companyName: string }>).map((c) => c.companyName)).toEqual(['Andere klant']);
    expect(otherTenantId).not.toBe(tenantId);
  });

  it("pushes a KPI refresh to the tenant's open streams when an order is saved, not to other tenants", async () => {
    const mine: ServerEvent[] = [];
    const theirs: ServerEvent[] = [];
    const stopMine = eventHub.subscribe(tenantId, 'listener-a', (event) => mine.push(event));
    const stopTheirs = eventHub.subscribe(otherTenantId, 'listener-b', (event) => theirs.push(event));
    try {
      const account = await createAccount(t, admin);
      const item = await createItem(t, admin);
      expect((await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '1' }] })).statusCode).toBe(
        201,
      );
      expect(mine.filter((e) => e.event === 'bi.kpis').length).toBeGreaterThan(0);
      expect(theirs).toEqual([]);
      const before = mine.length;
      await get(admin, 'realtime-kpis');
      expect(mine.length).toBe(before);
    } finally {
      stopMine();
      stopTheirs();
    }
  });

  it('refuses everyone but the company administrators (403), and the signed-out (401); bad dates are 400', async () => {
    for (const path of [
      'metrics',
      'realtime-kpis',
      'sales-performance',
      'customer-segments',
      'operational-efficiency',
      'predictive-analytics',
    ]) {
      expect((await call(sales, 'GET', `/ai/business-intelligence/${path}`)).statusCode).toBe(403);
      expect((await call(null, 'GET', `/ai/business-intelligence/${path}`)).statusCode).toBe(401);
      // The super admin chooses a company (400 without one); a company's people never name another.
      expect((await call(superAdmin, 'GET', `/ai/business-intelligence/${path}`)).statusCode).toBe(400);
      expect((await call(other, 'GET', `/ai/business-intelligence/${path}?tenantId=${tenantId}`)).statusCode).toBe(404);
      expect((await call(admin, 'GET', `/ai/business-intelligence/${path}?tenantId=${tenantId}`)).statusCode).toBe(200);
    }
    expect((await call(admin, 'GET', '/ai/business-intelligence/tenants')).statusCode).toBe(403);
    expect((await call(sales, 'GET', '/ai/business-intelligence/tenants')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/ai/business-intelligence/metrics?startDate=2026-13-01')).statusCode).toBe(400);
    expect(
      (await call(admin, 'GET', `/ai/business-intelligence/metrics?startDate=${today}&endDate=${shiftDay(today, -1)}`)).statusCode,
    ).toBe(400);
  });

  it('the super admin reads a chosen company’s figures as its administrator does, and every company’s side by side', async () => {
    const own = await get(admin, `metrics?startDate=${shiftDay(today, -40)}`);
    const chosen = await get(superAdmin, `metrics?startDate=${shiftDay(today, -40)}&tenantId=${tenantId}`);
    expect(chosen.data).toEqual(own.data);
    const theirs = await get(superAdmin, `sales-performance?tenantId=${otherTenantId}`);
    const otherOwn = await get(other, 'sales-performance');
    expect(theirs.data).toEqual(otherOwn.data);
    expect(
      (await call(superAdmin, 'GET', '/ai/business-intelligence/metrics?tenantId=0190a000-0000-7000-8000-00000000dead')).statusCode,
    ).toBe(404);
    const across = await get(superAdmin, `tenants?startDate=${shiftDay(today, -40)}`);
    const rows = across.data.tenants as Array<{ tenantId: string; revenue: string; orders: number }>;
    expect(rows.find((r) => r.tenantId === tenantId)).toMatchObject({ revenue: own.data.revenue, orders: own.data.orders });
    expect(rows.some((r) => r.tenantId === otherTenantId)).toBe(true);
  });
});
