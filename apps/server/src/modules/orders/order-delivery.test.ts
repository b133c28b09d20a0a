import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, putSettings, statusIds } from './order-test-kit';

let t: TestApp;
let admin: string;
let call: ReturnType<typeof caller>;
let account: { id: string };
let status: Awaited<ReturnType<typeof statusIds>>;

type Stock = {
  item: { quantityOnHand: string };
  lots: Array<{ id: string; lotNumber: string; quantity: string }>;
  movements: Array<{ kind: string; quantity: string; lotNumber: string | null; reference: string }>;
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  account = await createAccount(t, admin, { companyName: 'Restaurant Het Anker' });
  status = await statusIds(t, admin);
  // A short way to the delivering status for these tests.
  await call(admin, 'POST', '/order-status-transitions', { fromStatusId: status.pending, toStatusId: status.delivered });
});
afterAll(() => t.close());

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const stock = async (itemId: string) => (await call(admin, 'GET', `/items/${itemId}/stock`)).json() as unknown as Stock;
const order = async (lines: object[]) => {
  const res = await call(admin, 'POST', '/orders', { accountId: account.id, lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as unknown as { id: string; orderNumber: string };
};
const deliver = (orderId: string) => call(admin, 'POST', `/orders/${orderId}/status`, { statusId: status.delivered });

describe('reaching a delivering status', () => {
  it('books the goods out of stock once, with the order number as reference', async () => {
    const item = await createItem(t, admin, { name: 'Rode uien', unit: 'kg' });
    await call(admin, 'POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '10' });
    const o = await order([{ itemId: item.id, amount: '4' }]);
    const res = await deliver(o.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as unknown as { stockBookedAt: string | null }).stockBookedAt).not.toBeNull();
    const after = await stock(item.id);
    expect(after.item.quantityOnHand).toBe('6.0000');
    expect(after.movements[0]).toMatchObject({ kind: 'delivery', quantity: '-4.0000', reference: o.orderNumber });
  });

  it('refuses the move when stock is short, and books nothing at all', async () => {
    const enough = await createItem(t, admin, { name: 'Witte bonen' });
    const short = await createItem(t, admin, { name: 'Bruine bonen' });
    await call(admin, 'POST', `/items/${enough.id}/stock-movements`, { kind: 'receipt', quantity: '5' });
    await call(admin, 'POST', `/items/${short.id}/stock-movements`, { kind: 'receipt', quantity: '1' });
    const o = await order([
      { itemId: enough.id, amount: '2' },
      { itemId: short.id, amount: '3' },
    ]);
    const res = await deliver(o.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(`Not enough stock of Bruine bonen (${short.sku})`);
    expect(res.json().error.details).toMatchObject([{ path: 'lines.1.amount', message: 'Not enough stock' }]);
    expect((await stock(enough.id)).item.quantityOnHand).toBe('5.0000');
    expect(((await call(admin, 'GET', `/orders/${o.id}`)).json() as unknown as { statusId: string }).statusId).toBe(status.pending);
  });

  it('delivers orders at the same time that hold the same items in another order of lines', async () => {
    // Booked line by line, one delivery would lock Prei and wait for Knolselderij while the other
    // held Knolselderij and waited for Prei; PostgreSQL ends such a deadlock by failing one.
    const prei = await createItem(t, admin, { name: 'Prei' });
    const knol = await createItem(t, admin, { name: 'Knolselderij' });
    for (const item of [prei, knol]) await call(admin, 'POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '100' });
    const orders = [];
    for (let i = 0; i < 12; i++) {
      const [first, second] = i % 2 ? [prei, knol] : [knol, prei];
      orders.push(
        await order([
          { itemId: first.id, amount: '1' },
          { itemId: second.id, amount: '1' },
        ]),
      );
    }
    const results = await Promise.all(orders.map((o) => deliver(o.id)));
    expect(results.map((res) => res.statusCode)).toEqual(orders.map(() => 200));
    expect((await stock(prei.id)).item.quantityOnHand).toBe('88.0000');
    expect((await stock(knol.id)).item.quantityOnHand).toBe('88.0000');
  });

  it('takes lots first expiring first, never an expired one, or the lot the line names', async () => {
    await putSettings(t, admin, 'traceability', { enabled: true, trackExpiry: true, requireLotForSales: false });
    const item = await createItem(t, admin, { name: 'Kipfilet', unit: 'kg', lotTracked: true });
    const lot = async (lotNumber: string, expiryDate: string, quantity: string) =>
      (await call(admin, 'POST', `/items/${item.id}/lots`, { lotNumber, expiryDate, quantity })).statusCode;
    expect(await lot('LATE', days(20), '5')).toBe(201);
    expect(await lot('SOON', days(5), '3')).toBe(201);
    expect(await lot('OLD', days(-1), '10')).toBe(201);
    await deliver((await order([{ itemId: item.id, amount: '6' }])).id);
    const after = await stock(item.id);
    expect(Object.fromEntries(after.lots.map((l) => [l.lotNumber, l.quantity]))).toEqual({
      SOON: '0.0000',
      LATE: '2.0000',
      OLD: '10.0000',
    });
    expect(
      after.movements
        .filter((m) => m.kind === 'delivery')
        .map((m) => [m.lotNumber, m.quantity])
        .sort(),
    ).toEqual([
      ['LATE', '-3.0000'],
      ['SOON', '-3.0000'],
    ]);
    const old = after.lots.find((l) => l.lotNumber === 'OLD');
    await deliver((await order([{ itemId: item.id, amount: '1', lotId: old?.id }])).id);
    expect((await stock(item.id)).lots.find((l) => l.lotNumber === 'OLD')?.quantity).toBe('9.0000');
  });

  it('refuses a line its lots cannot cover when the settings require a lot before sale; books the rest without a lot otherwise', async () => {
    const item = await createItem(t, admin, { name: 'Zalmfilet', unit: 'kg', lotTracked: true });
    await call(admin, 'POST', `/items/${item.id}/lots`, { lotNumber: 'Z1', expiryDate: days(3), quantity: '2' });
    await call(admin, 'POST', `/items/${item.id}/lots`, { lotNumber: 'Z0', expiryDate: days(-3), quantity: '5' });
    await putSettings(t, admin, 'traceability', { requireLotForSales: true });
    const o = await order([{ itemId: item.id, amount: '4' }]);
    const refused = await deliver(o.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toMatchObject([
      { path: 'lines.0.lotId', message: 'Not enough stock in lots that have not expired' },
    ]);
    expect((await stock(item.id)).item.quantityOnHand).toBe('7.0000');
    await putSettings(t, admin, 'traceability', { requireLotForSales: false });
    expect((await deliver(o.id)).statusCode).toBe(200);
    const after = await stock(item.id);
    expect(after.item.quantityOnHand).toBe('3.0000');
    expect(after.movements.filter((m) => m.kind === 'delivery').map((m) => [m.lotNumber, m.quantity])).toEqual(
      expect.arrayContaining([
        ['Z1', '-2.0000'],
        [null, '-2.0000'],
      ]),
    );
  });

  it('writes no movements while stock tracking is off', async () => {
    await putSettings(t, admin, 'items', { enableStockTracking: false });
    const item = await createItem(t, admin, { name: 'Servetten' });
    const o = await order([{ itemId: item.id, amount: '50' }]);
    expect((await deliver(o.id)).statusCode).toBe(200);
    await putSettings(t, admin, 'items', { enableStockTracking: true });
    expect((await stock(item.id)).movements).toEqual([]);
  });

  it('accepts a line naming a lot of its item only', async () => {
    const a = await createItem(t, admin, { name: 'Lot A', lotTracked: true });
    const b = await createItem(t, admin, { name: 'Lot B', lotTracked: true });
    const lotOfB = (
      (await call(admin, 'POST', `/items/${b.id}/lots`, { lotNumber: 'B1', expiryDate: days(9), quantity: '1' })).json() as unknown as Stock
    ).lots[0];
    const res = await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: a.id, amount: '1', lotId: lotOfB?.id }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject([{ path: 'lines.0.lotId', message: 'Choose a lot of this item' }]);
  });

  it('keeps the lines of an order whose goods left stock at a delivering status that is not final', async () => {
    await call(admin, 'PATCH', `/order-statuses/${status.ready}`, { isDelivering: true });
    const item = await createItem(t, admin, { name: 'Bananen', unit: 'kg' });
    await call(admin, 'POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '20' });
    const o = await order([{ itemId: item.id, amount: '5' }]);
    for (const step of [status.confirmed, status.preparing, status.ready]) {
      expect((await call(admin, 'POST', `/orders/${o.id}/status`, { statusId: step })).statusCode).toBe(200);
    }
    expect((await stock(item.id)).item.quantityOnHand).toBe('15.0000');
    const current = (await call(admin, 'GET', `/orders/${o.id}`)).json() as unknown as { version: number; lines: Array<{ id: string }> };
    const res = await call(admin, 'PATCH', `/orders/${o.id}`, {
      version: current.version,
      lines: [{ id: current.lines[0]?.id, itemId: item.id, amount: '6' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The goods of this order have left stock: its lines can no longer be changed');
    expect((await call(admin, 'PATCH', `/orders/${o.id}`, { version: current.version, notes: 'Achterdeur' })).statusCode).toBe(200);
    // Delivered next (also a delivering status): the goods are not booked a second time.
    expect((await deliver(o.id)).statusCode).toBe(200);
    expect((await stock(item.id)).item.quantityOnHand).toBe('15.0000');
  });
});
