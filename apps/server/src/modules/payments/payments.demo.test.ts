import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller } from '../orders/order-test-kit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let demo: string;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  demo = (await signIn(t.app, 'admin@demo.example.com')).access_token;
});
afterAll(() => t.close());

describe('the demo payments', () => {
  it('fills the payments list with Dutch payments on demo invoices: paid, in part, split, refunded in part', async () => {
    const page = (await call(demo, 'GET', '/payments?pageSize=50')).json() as unknown as {
      total: number;
      items: Array<{ method: string; status: string; invoiceNumbers: string[] }>;
    };
    expect(page.total).toBe(4);
    expect(page.items.map((p) => p.method).sort()).toEqual(['bank_transfer', 'cash', 'debit_card', 'sepa']);
    expect(page.items.find((p) => p.method === 'sepa')?.invoiceNumbers).toHaveLength(2);
    expect(page.items.find((p) => p.method === 'debit_card')?.status).toBe('partial_refund');
    const invoices = (await call(demo, 'GET', '/invoices?pageSize=50&kind=invoice')).json() as unknown as {
      items: Array<{ paymentStatus: string }>;
    };
    const statuses = invoices.items.map((i) => i.paymentStatus);
    expect(statuses.filter((s) => s === 'paid').length).toBeGreaterThanOrEqual(3);
    expect(statuses).toContain('partial');
    expect(statuses.filter((s) => s === 'unpaid').length).toBeGreaterThanOrEqual(2);
  });
});
