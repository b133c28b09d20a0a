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

type Page = { total: number; items: Array<{ id: string; kind: string; status: string; invoiceNumber: string | null }> };

describe('the demo invoices', () => {
  it('invoice the delivered demo orders: final numbered ones, drafts, and a partial credit note', async () => {
    const page = (await call(demo, 'GET', '/invoices?pageSize=200')).json() as unknown as Page;
    const finals = page.items.filter((i) => i.kind === 'invoice' && i.invoiceNumber);
    const drafts = page.items.filter((i) => i.status === 'draft');
    const notes = page.items.filter((i) => i.kind === 'credit_note');
    expect(finals.length).toBeGreaterThan(0);
    expect(drafts.length).toBeGreaterThan(0);
    // One from the invoices' demo (damaged goods); the payments' demo corrects one invoice of its own.
    expect(notes).toHaveLength(2);
    const newest = (await call(demo, 'GET', '/invoices?pageSize=200&sort=-invoiceNumber')).json() as unknown as Page;
    const numbers = newest.items
      .flatMap((i) => (i.invoiceNumber ? [Number(i.invoiceNumber.replace('INV-', ''))] : []))
      .sort((a, b) => a - b);
    // The newest invoices (the year's history came first; bi.demo.test.ts checks the whole series).
    expect(numbers[0]).toBeGreaterThanOrEqual(1000);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => (numbers[0] as number) + i));
    const left = (await call(demo, 'GET', '/invoices/invoiceable-orders')).json() as unknown as unknown[];
    expect(left).toHaveLength(0);
  });
});
