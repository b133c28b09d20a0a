import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem } from '../orders/order-test-kit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let staff: string;
let other: string;
let superAdmin: string;
let item: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
  item = await createItem(t, admin, { name: 'Volle melk 1 L', unit: 'fles', price: '1.00', vatRate: 21 });
});
afterAll(() => t.close());

type Summary = {
  openOrders: { count: number; gross: string };
  openInvoices: { count: number; outstanding: string; overdue: number };
  creditLimit: string | null;
  creditUsed: string;
  creditAvailable: string | null;
};

async function invoice(accountId: string, invoiceDate: string, quantity: string, finalise = true): Promise<{ id: string }> {
  const res = await call(admin, 'POST', '/invoices', {
    accountId,
    invoiceDate,
    lines: [{ itemId: item.id, description: 'Volle melk', quantity, price: '1.00', vatRate: 21 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as unknown as { id: string };
  if (finalise) expect((await call(admin, 'POST', `/invoices/${created.id}/finalise`, {})).statusCode).toBe(200);
  return created;
}

describe('GET /accounts/{id}/summary', () => {
  it('sums open orders and open invoices (after credit notes) into the credit used, and counts overdue ones', async () => {
    const account = await createAccount(t, admin, { companyName: 'Eetcafé De Zwaan', creditLimit: '500.00', paymentTerms: 14 });
    const empty = (await call(staff, 'GET', `/accounts/${account.id}/summary`)).json() as unknown as Summary;
    expect(empty).toEqual({
      openOrders: { count: 0, gross: '0.00' },
      openInvoices: { count: 0, outstanding: '0.00', overdue: 0 },
      creditLimit: '500.00',
      creditUsed: '0.00',
      creditAvailable: '500.00',
    });

    const order = await call(staff, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '10' }] });
    expect(order.statusCode, order.body).toBe(201);
    const orderGross = (order.json() as unknown as { totals: { gross: string } }).totals.gross; // 12.10
    await invoice(account.id, '2020-01-10', '100'); // 121.00, long overdue
    const recent = await invoice(account.id, new Date().toISOString().slice(0, 10), '50'); // 60.50
    await invoice(account.id, '2020-01-10', '999', false); // a draft owes nothing yet
    const credit = await call(admin, 'POST', `/invoices/${recent.id}/credit-note`, {});
    expect(credit.statusCode, credit.body).toBe(201);

    const res = await call(staff, 'GET', `/accounts/${account.id}/summary`);
    expect(res.statusCode, res.body).toBe(200);
    expect(orderGross).toBe('12.10');
    expect(res.json()).toEqual({
      openOrders: { count: 1, gross: '12.10' },
      openInvoices: { count: 1, outstanding: '121.00', overdue: 1 },
      creditLimit: '500.00',
      creditUsed: '133.10',
      creditAvailable: '366.90',
    });
  });

  it('answers no available credit without a limit', async () => {
    const account = await createAccount(t, admin, { companyName: 'Bakkerij Zonder Limiet' });
    const summary = (await call(admin, 'GET', `/accounts/${account.id}/summary`)).json() as unknown as Summary;
    expect(summary.creditLimit).toBeNull();
    expect(summary.creditAvailable).toBeNull();
  });

  it('needs invoices:read and a company; another tenant and a missing account are 404', async () => {
    const account = await createAccount(t, admin, { companyName: 'Café Het Hoekje' });
    expect((await call(null, 'GET', `/accounts/${account.id}/summary`)).statusCode).toBe(401);
    expect((await call(superAdmin, 'GET', `/accounts/${account.id}/summary`)).statusCode).toBe(403);
    expect((await call(other, 'GET', `/accounts/${account.id}/summary`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/accounts/01900000-0000-7000-8000-000000000000/summary')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/accounts/nope/summary')).statusCode).toBe(400);
  });
});

describe('GET /invoices?open=true', () => {
  it('lists only final invoices not settled yet', async () => {
    const account = await createAccount(t, admin, { companyName: 'Restaurant Het Anker' });
    const open = await invoice(account.id, '2026-03-01', '5');
    await invoice(account.id, '2026-03-01', '5', false);
    const cancelled = await invoice(account.id, '2026-03-01', '7');
    expect((await call(admin, 'POST', `/invoices/${cancelled.id}/credit-note`, {})).statusCode).toBe(201);
    const filter = `accountId=${account.id}&open=true&kind=invoice`;
    const page = (await call(admin, 'GET', `/invoices?${filter}`)).json() as unknown as { items: Array<{ id: string }> };
    expect(page.items.map((i) => i.id)).toEqual([open.id]);
    const sums = (await call(admin, 'GET', `/invoices/sums?${filter}`)).json() as unknown as { count: number; outstanding: string };
    expect(sums).toMatchObject({ count: 1, outstanding: '6.05' });
  });
});
