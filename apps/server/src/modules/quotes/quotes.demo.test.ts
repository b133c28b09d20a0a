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

type Page = { items: Array<{ id: string; status: string; quoteNumber: string; orderId: string | null }> };

describe('the demo quotes', () => {
  it('have every status; the accepted one became an order', async () => {
    const page = (await call(demo, 'GET', '/quotes?pageSize=200')).json() as unknown as Page;
    expect(new Set(page.items.map((q) => q.status))).toEqual(new Set(['draft', 'sent', 'accepted', 'declined', 'expired']));
    expect(page.items.map((q) => q.quoteNumber)).toContain('QUO-1000');
    const accepted = page.items.find((q) => q.status === 'accepted');
    expect((await call(demo, 'GET', `/orders/${accepted?.orderId}`)).statusCode).toBe(200);
  });
});
