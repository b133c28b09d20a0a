import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCompanyZone } from '@wb/domain/today';
import { inTransaction } from '@/db/transaction';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { selectTenantId } from '../../../test/test-audit';
import { caller } from '../orders/order-test-kit';
import { shiftDay } from './bi-period';
import { seededRandom } from './bi.demo';

const today = todayInCompanyZone();
const yearAgo = shiftDay(today, -365);

let t: TestApp;
let demo: string;
let tenantId: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  demo = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  tenantId = await selectTenantId(t.handle.db, 'Demo Groothandel B.V.');
}, 120_000);
afterAll(() => t.close());

const rows = <R>(query: ReturnType<typeof sql<R>>): Promise<R[]> =>
  inTransaction(t.handle.db, { tenantId }, async (tx) => (await query.execute(tx)).rows);

type Predictive = {
  data: { historyWeeks: Array<{ revenue: string }>; forecast: unknown[]; backtestMape: number | null; reorder: unknown[] };
};

describe('the demo sales history', () => {
  it('is the same every time: a seeded generator', () => {
    const a = seededRandom(32);
    const b = seededRandom(32);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('holds twelve months of orders, deliveries, invoices and payments up to today', async () => {
    const [span] = await rows<{ first: string; last: string; orders: number; months: number }>(
      sql`select min(order_date)::text as first, max(order_date)::text as last, count(*)::int as orders,
                 count(distinct date_trunc('month', order_date))::int as months
            from sales_order where tenant_id = ${tenantId}`,
    );
    expect((span?.first ?? today) <= yearAgo).toBe(true);
    expect(span?.last).toBe(today);
    expect(span?.months).toBeGreaterThanOrEqual(13);
    expect(span?.orders).toBeGreaterThan(900);
    const [paid] = await rows<{ payments: number; months: number }>(
      sql`select count(*)::int as payments, count(distinct date_trunc('month', payment_date))::int as months
            from payment where tenant_id = ${tenantId} and status = 'completed'`,
    );
    expect(paid?.payments).toBeGreaterThan(800);
    expect(paid?.months).toBeGreaterThanOrEqual(12);
    // Each order's totals are its lines' (the same domain functions as the order form's).
    const [off] = await rows<{ count: number }>(
      sql`select count(*)::int as count from sales_order o
            where o.tenant_id = ${tenantId}
              and o.net_total <> (select sum(l.line_net) from sales_order_line l where l.tenant_id = ${tenantId} and l.order_id = o.id)`,
    );
    expect(off?.count).toBe(0);
    const [invoiceOff] = await rows<{ count: number }>(
      sql`select count(*)::int as count from invoice i join invoice_order io on io.tenant_id = i.tenant_id and io.invoice_id = i.id
            join sales_order o on o.tenant_id = io.tenant_id and o.id = io.order_id
            where i.tenant_id = ${tenantId} and i.gross_total <> o.gross_total`,
    );
    expect(invoiceOff?.count).toBe(0);
  });

  it('numbers every invoice and credit note in one gap-free INV- series that rises with the invoice date', async () => {
    const numbered = await rows<{ number: string; day: string }>(
      sql`select invoice_number as number, invoice_date::text as day from invoice
            where tenant_id = ${tenantId} and invoice_number is not null
            order by (substring(invoice_number from '[0-9]+$'))::int`,
    );
    expect(numbered.length).toBeGreaterThan(900);
    const values = numbered.map((n) => Number(n.number.replace('INV-', '')));
    expect(values).toEqual(Array.from({ length: values.length }, (_, i) => 1000 + i));
    for (let i = 1; i < numbered.length; i++)
      expect((numbered[i]?.day ?? '') >= (numbered[i - 1]?.day ?? ''), numbered[i]?.number).toBe(true);
  });

  it('gives a year of weekly revenue, so the forecast has a backtest error; history orders are invoiced, not invoiceable', async () => {
    const res = await call(demo, 'GET', '/ai/business-intelligence/predictive-analytics?weeks=12');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as unknown as Predictive;
    expect(data.historyWeeks.length).toBeGreaterThanOrEqual(52);
    expect(data.historyWeeks.filter((w) => Number(w.revenue) > 0).length).toBeGreaterThanOrEqual(50);
    expect(data.forecast).toHaveLength(12);
    expect(data.backtestMape).not.toBeNull();
    expect(data.backtestMape as number).toBeLessThan(50);
    const year = (await call(demo, 'GET', `/ai/business-intelligence/sales-performance?startDate=${yearAgo}`)).json() as unknown as {
      data: { series: unknown[]; byAccount: unknown[] };
    };
    expect(year.data.series.length).toBeGreaterThanOrEqual(12);
    const ops = (await call(demo, 'GET', `/ai/business-intelligence/operational-efficiency?startDate=${yearAgo}`)).json() as unknown as {
      data: { cycleTimes: Array<{ count: number }>; paymentDelay: unknown[] };
    };
    for (const step of ops.data.cycleTimes) expect(step.count).toBeGreaterThan(100);
    expect(ops.data.paymentDelay.length).toBeGreaterThan(0);
    const invoiceable = (await call(demo, 'GET', '/invoices/invoiceable-orders')).json() as unknown as unknown[];
    expect(invoiceable).toHaveLength(0);
  });
});
