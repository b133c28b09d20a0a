import { todayInCompanyZone } from '@wb/domain/today';
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
    // The demo's sales history pays its invoices by bank transfer: the demo payments are told apart
    // by their method, and the bank transfer by its note.
    type Item = { method: string; status: string; invoiceNumbers: string[] };
    const list = async (query: string) =>
      ((await call(demo, 'GET', `/payments?pageSize=50&${query}`)).json() as unknown as { total: number; items: Item[] }).items;
    const items = [
      ...(await list('q=Overboeking&method=bank_transfer')),
      ...(await list('method=cash')),
      ...(await list('method=debit_card')),
      ...(await list('method=sepa')),
    ];
    expect(items).toHaveLength(4);
    expect(items.map((p) => p.method).sort()).toEqual(['bank_transfer', 'cash', 'debit_card', 'sepa']);
    expect(items.find((p) => p.method === 'sepa')?.invoiceNumbers).toHaveLength(2);
    expect(items.find((p) => p.method === 'debit_card')?.status).toBe('partial_refund');
    // The payments demo's invoices are dated in the last three weeks (the history's up to then, or today).
    const day = (back: number) => todayInCompanyZone(Date.now() - back * 86_400_000);
    const invoices = (await call(demo, 'GET', `/invoices?pageSize=50&kind=invoice&from=${day(20)}&to=${day(1)}`)).json() as unknown as {
      items: Array<{ paymentStatus: string }>;
    };
    const statuses = invoices.items.map((i) => i.paymentStatus);
    expect(statuses.filter((s) => s === 'paid').length).toBeGreaterThanOrEqual(3);
    expect(statuses).toContain('partial');
    expect(statuses.filter((s) => s === 'unpaid').length).toBeGreaterThanOrEqual(2);
  });
});
