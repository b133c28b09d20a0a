import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, type Res } from '../orders/order-test-kit';
import { deliveredOrder, type InvoiceBody } from './invoice-test-kit';

let t: TestApp;
let admin: string;
let other: string;
let call: ReturnType<typeof caller>;
let zwaan: { id: string };
let anker: { id: string };
let milk: { id: string };
let wine: { id: string };

type Preview = {
  invoices: Array<{ account: { id: string }; orders: Array<{ id: string; lines: unknown[] }>; totals: { gross: string } }>;
  totals: { net: string; vat: string; gross: string };
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  zwaan = await createAccount(t, admin, { companyName: 'Eetcafé De Zwaan' });
  anker = await createAccount(t, admin, { companyName: 'Restaurant Het Anker', paymentTerms: 8 });
  milk = await createItem(t, admin, { name: 'Volle melk 1 L', unit: 'fles', price: '1.15', vatRate: 9 });
  wine = await createItem(t, admin, { name: 'Huiswijn rood', unit: 'fles', price: '5.95', vatRate: 21 });
});
afterAll(() => t.close());

const convert = (orderIds: string[], key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/invoices/convert-from-orders',
    headers: { authorization: `Bearer ${admin}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { orderIds, invoiceDate: '2026-04-01' },
  });

describe('invoices from orders', () => {
  it('lists delivered orders not yet invoiced, previews one invoice per account, and converts them in one go', async () => {
    const a1 = await deliveredOrder(t, admin, zwaan.id, [{ itemId: milk.id, amount: '10' }]);
    const a2 = await deliveredOrder(t, admin, zwaan.id, [{ itemId: wine.id, amount: '2' }]);
    const b1 = await deliveredOrder(t, admin, anker.id, [{ itemId: wine.id, amount: '6' }]);
    const open = (await call(admin, 'GET', `/invoices/invoiceable-orders?accountId=${zwaan.id}`)).json() as unknown as Array<{
      id: string;
    }>;
    expect(open.map((o) => o.id).sort()).toEqual([a1.id, a2.id].sort());

    const preview = await call(admin, 'POST', '/invoices/preview-from-orders', {
      orderIds: [a1.id, a2.id, b1.id],
      invoiceDate: '2026-04-01',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json() as unknown as Preview;
    expect(p.invoices).toHaveLength(2);
    const forZwaan = p.invoices.find((i) => i.account.id === zwaan.id);
    expect(forZwaan?.orders.map((o) => o.id)).toEqual([a1.id, a2.id]);
    // 10 × 1.15 at 9% and 2 × 5.95 at 21%: 11.50 + 1.04 and 11.90 + 2.50.
    expect(forZwaan?.totals.gross).toBe('26.94');
    expect((await call(admin, 'GET', `/invoices?accountId=${zwaan.id}`)).json().total).toBe(0);

    const res = await convert([a1.id, a2.id, b1.id], 'conv-1');
    expect(res.statusCode, res.body).toBe(201);
    const made = (res.json() as unknown as { invoices: InvoiceBody[] }).invoices;
    expect(made).toHaveLength(2);
    const zwaanInvoice = made.find((i) => i.orderIds.includes(a1.id));
    expect(zwaanInvoice).toMatchObject({ status: 'draft', invoiceNumber: null });
    expect(zwaanInvoice?.totals.gross).toBe('26.94');
    expect(zwaanInvoice?.lines.map((l) => l.orderId)).toEqual([a1.id, a2.id]);
    // The delivery date is the last of the orders' (else the day their goods left stock: today).
    const orderDates = await Promise.all(
      [a1.id, a2.id].map(
        async (id) => ((await call(admin, 'GET', `/orders/${id}`)).json() as unknown as { deliveryDate: string | null }).deliveryDate,
      ),
    );
    const todayNl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const expected = orderDates
      .map((d) => d ?? todayNl)
      .sort()
      .at(-1);
    expect((zwaanInvoice as unknown as { deliveryDate: string | null }).deliveryDate).toBe(expected);
    const ankerInvoice = made.find((i) => i.orderIds.includes(b1.id));
    expect(ankerInvoice?.dueDate).toBe('2026-04-09');

    const repeat = await convert([a1.id, a2.id, b1.id], 'conv-1');
    expect(repeat.statusCode).toBe(201);
    expect((repeat.json() as { invoices: Array<{ id: string }> }).invoices.map((i) => i.id)).toEqual(made.map((i) => i.id));

    const second = await convert([a1.id]);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/already been invoiced/);
    const left = (await call(admin, 'GET', `/invoices/invoiceable-orders?accountId=${zwaan.id}`)).json() as unknown as unknown[];
    expect(left).toHaveLength(0);
  });

  it('writes nothing when one order of the selection is refused', async () => {
    const fresh = await deliveredOrder(t, admin, zwaan.id, [{ itemId: milk.id, amount: '1' }]);
    const before = (await call(admin, 'GET', '/invoices')).json().total as number;
    const undelivered = await call(admin, 'POST', '/orders', { accountId: zwaan.id, lines: [{ itemId: milk.id, amount: '1' }] });
    const res = await convert([fresh.id, (undelivered.json() as { id: string }).id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/delivered/);
    expect((await call(admin, 'GET', '/invoices')).json().total).toBe(before);
    expect((await convert([fresh.id])).statusCode).toBe(201);
  });

  it('frees the orders of a deleted draft, and finalises converted invoices on request', async () => {
    const o = await deliveredOrder(t, admin, anker.id, [{ itemId: milk.id, amount: '3' }]);
    const made = ((await convert([o.id])).json() as { invoices: InvoiceBody[] }).invoices[0];
    expect((await call(admin, 'DELETE', `/invoices/${made?.id}`)).statusCode).toBe(200);
    const res = await call(admin, 'POST', '/invoices/convert-from-orders', { orderIds: [o.id], finalise: true });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { invoices: InvoiceBody[] }).invoices[0]?.invoiceNumber).toMatch(/^INV-/);
  });

  it('refuses unknown orders and orders of another tenant alike (404), and an empty selection (400)', async () => {
    const o = await deliveredOrder(t, admin, anker.id, [{ itemId: milk.id, amount: '1' }]);
    const asOther = await call(other, 'POST', '/invoices/preview-from-orders', { orderIds: [o.id] });
    expect(asOther.statusCode).toBe(404);
    expect((await call(other, 'POST', '/invoices/convert-from-orders', { orderIds: [o.id] })).statusCode).toBe(404);
    const empty: Res = await call(admin, 'POST', '/invoices/preview-from-orders', { orderIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]?.message).toBe('Choose at least one order');
    const mine = (await call(admin, 'GET', `/invoices/invoiceable-orders?accountId=${anker.id}`)).json() as unknown as Array<{
      id: string;
    }>;
    expect(mine.map((r) => r.id)).toContain(o.id);
  });
});
