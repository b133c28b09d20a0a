import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller } from '../orders/order-test-kit';

let t: TestApp;
let demo: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  demo = (await signIn(t.app, 'admin@demo.example.com')).access_token;
}, 120_000);
afterAll(() => t.close());

type Page = { total: number; items: Array<{ id: string; status: string; supplierId: string; poNumber: string }> };

describe('the demo purchase orders', () => {
  it('have every status, received ones in stock and in their supplier’s performance', async () => {
    const page = (await call(demo, 'GET', '/purchase-orders?pageSize=200')).json() as unknown as Page;
    expect(new Set(page.items.map((p) => p.status))).toEqual(new Set(['draft', 'sent', 'partially_received', 'received', 'cancelled']));
    expect(page.items.map((p) => p.poNumber)).toContain('PO-1000');
    const received = page.items.find((p) => p.status === 'received');
    const order = (await call(demo, 'GET', `/purchase-orders/${received?.id}`)).json() as { receipts: unknown[] };
    expect(order.receipts.length).toBeGreaterThan(0);
    const performance = (await call(demo, 'GET', `/suppliers/${received?.supplierId}/performance`)).json();
    expect(performance.totalOrders).toBeGreaterThan(0);
    expect(Number(performance.totalSpent)).toBeGreaterThan(0);
    expect(performance.averageDeliveryDays).not.toBeNull();
  });
});
