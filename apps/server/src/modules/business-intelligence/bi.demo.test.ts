import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { todayInCompanyZone } from '@wb/domain/today';
import { caller } from '../orders/order-test-kit';
import { shiftDay } from './bi-period';

const yearAgo = shiftDay(todayInCompanyZone(), -370);

let t: TestApp;
let demo: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  demo = (await signIn(t.app, 'admin@demo.example.com')).access_token;
});
afterAll(() => t.close());

type Predictive = {
  data: { historyWeeks: Array<{ revenue: string }>; forecast: unknown[]; backtestMape: number | null; reorder: unknown[] };
};

describe('the demo sales history', () => {
  it('gives a year of weekly revenue, so the forecast has a backtest error; history orders are invoiced, not invoiceable', async () => {
    const res = await call(demo, 'GET', '/ai/business-intelligence/predictive-analytics?weeks=12');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as unknown as Predictive;
    expect(data.historyWeeks).toHaveLength(52);
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
    expect(invoiceable.length).toBeLessThan(40);
  });
});
