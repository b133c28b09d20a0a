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

  it('received the items kept in lots into lots with expiry dates, which the lot trace leads back to', async () => {
    const page = (await call(demo, 'GET', '/purchase-orders?pageSize=200')).json() as unknown as Page;
    type Receipt = { lotId: string | null; lotNumber: string | null; expiryDate: string | null };
    type Po = { lines: Array<{ id: string; itemId: string; lotTracked: boolean }>; receipts: Array<Receipt & { lineId: string }> };
    const lotted: Array<{ itemId: string; receipt: Receipt; poNumber: string }> = [];
    for (const p of page.items.filter((x) => x.status === 'received' || x.status === 'partially_received')) {
      const po = (await call(demo, 'GET', `/purchase-orders/${p.id}`)).json() as unknown as Po;
      for (const receipt of po.receipts) {
        const line = po.lines.find((l) => l.id === receipt.lineId);
        if (line?.lotTracked) lotted.push({ itemId: line.itemId, receipt, poNumber: p.poNumber });
      }
    }
    expect(lotted.length).toBeGreaterThan(0);
    for (const { receipt } of lotted) {
      expect(receipt.lotNumber).toMatch(/^PO\d+ITEM\d+$/);
      expect(receipt.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const first = lotted[0] as (typeof lotted)[number];
    const trace = (await call(demo, 'GET', `/items/${first.itemId}/lots/${first.receipt.lotId}/trace`)).json() as unknown as {
      receipts: Array<{ poNumber: string }>;
    };
    expect(trace.receipts.map((r) => r.poNumber)).toContain(first.poNumber);
  });
});
