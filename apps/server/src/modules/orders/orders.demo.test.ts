import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, type StatusList } from './order-test-kit';

let t: TestApp;
let demo: string;
let other: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  demo = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

type Page = { total: number; items: Array<{ id: string; statusId: string; gross: string }> };

describe('the demo orders', () => {
  it('give Demo Groothandel B.V. a few dozen orders in every kind of status, with totals as the order shows them', async () => {
    const page = (await call(demo, 'GET', '/orders?pageSize=200')).json() as unknown as Page;
    expect(page.total).toBeGreaterThanOrEqual(30);
    const { statuses } = (await call(demo, 'GET', '/order-statuses')).json() as unknown as StatusList;
    const used = new Set(page.items.map((o) => statuses.find((s) => s.id === o.statusId)?.code));
    expect([...used].sort()).toEqual(['cancelled', 'confirmed', 'delivered', 'pending', 'preparing', 'ready']);
    for (const summary of page.items.slice(0, 10)) {
      const order = (await call(demo, 'GET', `/orders/${summary.id}`)).json() as unknown as { totals: { gross: string } };
      expect(order.totals.gross).toBe(summary.gross);
    }
  });

  it('booked the delivered ones out of stock, and give Andere Handel B.V. a handful of its own', async () => {
    const { statuses } = (await call(demo, 'GET', '/order-statuses')).json() as unknown as StatusList;
    const delivered = statuses.find((s) => s.code === 'delivered')?.id;
    const page = (await call(demo, 'GET', `/orders?statusId=${delivered}`)).json() as unknown as Page;
    const order = (await call(demo, 'GET', `/orders/${page.items[0]?.id}`)).json() as unknown as { stockBookedAt: string | null };
    expect(order.stockBookedAt).not.toBeNull();
    const theirs = (await call(other, 'GET', '/orders')).json() as unknown as Page;
    expect(theirs.total).toBeGreaterThanOrEqual(5);
    expect(theirs.total).toBeLessThan(15);
  });
});
