import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, statusIds } from '../orders/order-test-kit';

let t: TestApp;
let admin: string;
let call: ReturnType<typeof caller>;
let status: Awaited<ReturnType<typeof statusIds>>;
let item: { id: string };

type Row = {
  id: string;
  origin: string;
  reference: string;
  quantityDelivered: number;
  quantityReceived: number;
  netChange: number;
  totalValue: string;
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  status = await statusIds(t, admin);
  // A short way to delivery, and a delivered status that may still be edited and cancelled.
  await call(admin, 'POST', '/order-status-transitions', { fromStatusId: status.pending, toStatusId: status.delivered });
  const open = await call(admin, 'PATCH', `/order-statuses/${status.delivered}`, { isTerminal: false });
  expect(open.statusCode, open.body).toBe(200);
  const cancel = await call(admin, 'POST', '/order-status-transitions', { fromStatusId: status.delivered, toStatusId: status.cancelled });
  expect(cancel.statusCode, cancel.body).toBe(201);
  item = await createItem(t, admin, { name: 'Kipfilet', unit: 'kg' });
  await call(admin, 'POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '1000' });
});
afterAll(() => t.close());

const newOrder = async (accountId: string, crates: { cratesGiven: number; cratesReturned: number }) => {
  const res = await call(admin, 'POST', '/orders', { accountId, lines: [{ itemId: item.id, amount: '1' }], ...crates });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as unknown as { id: string; orderNumber: string; version: number };
};
const move = (orderId: string, statusId: string) => call(admin, 'POST', `/orders/${orderId}/status`, { statusId });
const ledger = async (accountId: string) =>
  ((await call(admin, 'GET', `/packages/transactions?accountId=${accountId}&sort=createdAt`)).json() as unknown as { items: Row[] }).items;
const balanceOf = async (accountId: string) =>
  (await call(admin, 'GET', `/packages/balance?accountId=${accountId}`)).json() as unknown as {
    netBalance: number;
    status: string;
    totalValue: string;
  };

describe('crates on orders', () => {
  it('become a transaction when the order is delivered, with the order number as reference', async () => {
    const account = await createAccount(t, admin);
    const order = await newOrder(account.id, { cratesGiven: 5, cratesReturned: 2 });
    expect(await ledger(account.id)).toEqual([]);
    expect((await move(order.id, status.delivered)).statusCode).toBe(200);
    const [row] = await ledger(account.id);
    expect(row).toMatchObject({
      origin: 'order',
      reference: order.orderNumber,
      quantityDelivered: 5,
      quantityReceived: 2,
      netChange: 3,
      totalValue: '15.00',
    });
    expect(await balanceOf(account.id)).toMatchObject({ netBalance: 3, status: 'outstanding', totalValue: '15.00' });

    // Not changed or deleted directly: through the order.
    for (const res of [
      await call(admin, 'PATCH', `/packages/transactions/${row?.id}`, { quantityDelivered: 1 }),
      await call(admin, 'DELETE', `/packages/transactions/${row?.id}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.key).toBe('packages.raisedByOrder');
    }
  });

  it("follows an edit of a delivered order's crates, and is reversed when the order is cancelled", async () => {
    const account = await createAccount(t, admin);
    const order = await newOrder(account.id, { cratesGiven: 4, cratesReturned: 0 });
    const delivered = await move(order.id, status.delivered);
    const version = (delivered.json() as unknown as { version: number }).version;
    const edit = await call(admin, 'PATCH', `/orders/${order.id}`, { version, cratesGiven: 6, cratesReturned: 1 });
    expect(edit.statusCode, edit.body).toBe(200);
    let rows = await ledger(account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quantityDelivered: 6, quantityReceived: 1, netChange: 5, totalValue: '25.00' });

    expect((await move(order.id, status.cancelled)).statusCode).toBe(200);
    rows = await ledger(account.id);
    expect(rows.map((r) => [r.origin, r.quantityDelivered, r.quantityReceived, r.netChange, r.reference])).toEqual([
      ['order', 6, 1, 5, order.orderNumber],
      ['order_reversal', 1, 6, -5, order.orderNumber],
    ]);
    expect(await balanceOf(account.id)).toMatchObject({ netBalance: 0, status: 'balanced', totalValue: '0.00' });
  });

  it('books nothing for an order without crates, or one cancelled before delivery', async () => {
    const account = await createAccount(t, admin);
    await move((await newOrder(account.id, { cratesGiven: 0, cratesReturned: 0 })).id, status.delivered);
    await move((await newOrder(account.id, { cratesGiven: 3, cratesReturned: 0 })).id, status.cancelled);
    expect(await ledger(account.id)).toEqual([]);
  });

  it('never books one delivery twice when it is sent at the same time', async () => {
    const account = await createAccount(t, admin);
    const orders = [
      await newOrder(account.id, { cratesGiven: 2, cratesReturned: 0 }),
      await newOrder(account.id, { cratesGiven: 1, cratesReturned: 1 }),
    ];
    const results = await Promise.all(
      orders.flatMap((o) => [move(o.id, status.delivered), move(o.id, status.delivered), move(o.id, status.delivered)]),
    );
    const codes = results.map((r) => r.statusCode);
    // Each order moves once; the other attempts find it delivered already (same status), changed
    // (409), or, on PostgreSQL, lose the order row that the lock re-read with its new status (404).
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(
      codes.every((c) => [200, 400, 404, 409].includes(c)),
      results.map((r) => r.body).join('\n'),
    ).toBe(true);
    const rows = await ledger(account.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.reference).sort()).toEqual(orders.map((o) => o.orderNumber).sort());
    expect(await balanceOf(account.id)).toMatchObject({ netBalance: 2 });
  });
});
