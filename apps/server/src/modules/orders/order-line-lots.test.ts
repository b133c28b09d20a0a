import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, putSettings, statusIds } from './order-test-kit';

/** FEFO lot picking (issue 26): which lots an order's lines take, kept per line for the lot trace. */
let t: TestApp;
let admin: string;
let other: string;
let call: ReturnType<typeof caller>;
let account: { id: string };
let status: Awaited<ReturnType<typeof statusIds>>;

type LineLots = Array<{ lotId: string; lotNumber: string; expiryDate: string | null; quantity: string }>;
type OrderBody = { id: string; orderNumber: string; stockBookedAt: string | null; lines: Array<{ id: string; lots: LineLots }> };
type Lots = Array<{ id: string; lotNumber: string; quantity: string }>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  account = await createAccount(t, admin, { companyName: 'Visrestaurant De Kade' });
  status = await statusIds(t, admin);
  await call(admin, 'POST', '/order-status-transitions', { fromStatusId: status.pending, toStatusId: status.delivered });
  await putSettings(t, admin, 'traceability', { enabled: true, trackExpiry: true, requireLotForSales: true });
});
afterAll(() => t.close());

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const lotsOf = async (itemId: string) =>
  Object.fromEntries(
    ((await call(admin, 'GET', `/items/${itemId}/stock`)).json() as unknown as { lots: Lots }).lots.map((l) => [l.lotNumber, l.quantity]),
  );
const lotItem = async (name: string, lots: Array<[string, number, string]>) => {
  const item = await createItem(t, admin, { name, unit: 'kg', lotTracked: true });
  const ids: Record<string, string> = {};
  for (const [lotNumber, expiresIn, quantity] of lots) {
    const res = await call(admin, 'POST', `/items/${item.id}/lots`, { lotNumber, expiryDate: days(expiresIn), quantity });
    expect(res.statusCode, res.body).toBe(201);
    const made = (res.json() as unknown as { lots: Lots }).lots.find((l) => l.lotNumber === lotNumber);
    ids[lotNumber] = made?.id ?? '';
  }
  return { ...item, lots: ids };
};
const order = async (lines: object[], token = admin) => {
  const res = await call(token, 'POST', '/orders', { accountId: account.id, lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as unknown as OrderBody;
};
const deliver = (orderId: string) => call(admin, 'POST', `/orders/${orderId}/status`, { statusId: status.delivered });
const read = async (orderId: string, token = admin) => (await call(token, 'GET', `/orders/${orderId}`)).json() as unknown as OrderBody;
const picks = (lots: LineLots) => lots.map((l) => [l.lotNumber, l.quantity]);

describe('FEFO lots on an order', () => {
  it('plans the lots first expiring first before delivery, skipping expired ones and splitting a line', async () => {
    const item = await lotItem('Kabeljauwfilet', [
      ['K-LATE', 20, '10'],
      ['K-SOON', 4, '3'],
      ['K-GONE', -1, '50'],
    ]);
    const created = await order([
      { itemId: item.id, amount: '5' },
      { itemId: item.id, amount: '2' },
    ]);
    // The answer of the save already shows the plan; the lines share the lots in their order.
    expect(created.lines.map((l) => picks(l.lots))).toEqual([
      [
        ['K-SOON', '3.0000'],
        ['K-LATE', '2.0000'],
      ],
      [['K-LATE', '2.0000']],
    ]);
    const planned = await read(created.id);
    expect(planned.stockBookedAt).toBeNull();
    expect(planned.lines[0]?.lots[0]).toMatchObject({ lotNumber: 'K-SOON', expiryDate: days(4) });
    expect(await lotsOf(item.id)).toEqual({ 'K-SOON': '3.0000', 'K-LATE': '10.0000', 'K-GONE': '50.0000' });
  });

  it('keeps the lots each line took at delivery; stock of each lot goes down and the lot trace shows the order', async () => {
    const item = await lotItem('Zalmmoot', [
      ['Z-B', 10, '4'],
      ['Z-A', 2, '2'],
      ['Z-OLD', -3, '9'],
    ]);
    const o = await order([{ itemId: item.id, amount: '5' }]);
    const res = await deliver(o.id);
    expect(res.statusCode, res.body).toBe(200);
    const delivered = await read(o.id);
    expect(delivered.stockBookedAt).not.toBeNull();
    expect(picks(delivered.lines[0]?.lots ?? [])).toEqual([
      ['Z-A', '2.0000'],
      ['Z-B', '3.0000'],
    ]);
    expect(await lotsOf(item.id)).toEqual({ 'Z-A': '0.0000', 'Z-B': '1.0000', 'Z-OLD': '9.0000' });
    // Later receipts do not change what was taken.
    await call(admin, 'POST', `/items/${item.id}/lots`, { lotNumber: 'Z-NEW', expiryDate: days(1), quantity: '5' });
    expect(picks((await read(o.id)).lines[0]?.lots ?? [])).toEqual([
      ['Z-A', '2.0000'],
      ['Z-B', '3.0000'],
    ]);
    const trace = (await call(admin, 'GET', `/items/${item.id}/lots/${item.lots['Z-B']}/trace`)).json() as unknown as {
      sales: Array<{ orderNumber: string; amount: string; delivered: boolean }>;
    };
    expect(trace.sales).toEqual([expect.objectContaining({ orderNumber: o.orderNumber, amount: '3.0000', delivered: true })]);
    const old = (await call(admin, 'GET', `/items/${item.id}/lots/${item.lots['Z-OLD']}/trace`)).json() as unknown as { sales: unknown[] };
    expect(old.sales).toEqual([]);
  });

  it('takes the lot the picker chose for a line instead of FEFO', async () => {
    const item = await lotItem('Garnalen', [
      ['G-1', 3, '5'],
      ['G-2', 9, '5'],
    ]);
    const o = await order([{ itemId: item.id, amount: '4', lotId: item.lots['G-2'] }]);
    expect(picks(o.lines[0]?.lots ?? [])).toEqual([['G-2', '4.0000']]);
    const trace = async () =>
      (
        (await call(admin, 'GET', `/items/${item.id}/lots/${item.lots['G-2']}/trace`)).json() as unknown as {
          sales: Array<{ delivered: boolean }>;
        }
      ).sales;
    expect(await trace()).toEqual([expect.objectContaining({ delivered: false })]);
    expect((await deliver(o.id)).statusCode).toBe(200);
    expect(await lotsOf(item.id)).toEqual({ 'G-1': '5.0000', 'G-2': '1.0000' });
    expect(picks((await read(o.id)).lines[0]?.lots ?? [])).toEqual([['G-2', '4.0000']]);
    expect(await trace()).toEqual([expect.objectContaining({ delivered: true, amount: '4.0000' })]);
  });

  it('refuses a delivery the unexpired lots cannot cover with a clear 409, booking nothing', async () => {
    const item = await lotItem('Mosselen', [
      ['M-1', 5, '2'],
      ['M-X', -2, '8'],
    ]);
    const o = await order([{ itemId: item.id, amount: '4' }]);
    const res = await deliver(o.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `Not enough stock of Mosselen (${item.sku}) in lots that have not expired: 4 kg needed, 2 kg available`,
    );
    expect(res.json().error.details).toMatchObject([{ path: 'lines.0.lotId', message: 'Not enough stock in lots that have not expired' }]);
    expect(await lotsOf(item.id)).toEqual({ 'M-1': '2.0000', 'M-X': '8.0000' });
    expect((await read(o.id)).stockBookedAt).toBeNull();
  });

  it('never takes a lot below zero when orders take its last goods at the same time', async () => {
    // 7 kg in two lots, six orders of 2 kg delivered at once: three fit, the others are refused.
    const item = await lotItem('Tongfilet', [
      ['T-1', 3, '3'],
      ['T-2', 6, '4'],
    ]);
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await order([{ itemId: item.id, amount: '2' }]));
    const results = await Promise.all(orders.map((o) => deliver(o.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await lotsOf(item.id)).toEqual({ 'T-1': '0.0000', 'T-2': '1.0000' });
    const taken = [];
    for (const o of orders) {
      const now = await read(o.id);
      // A refused order shows the lots a delivery now would take (1 kg left): only the delivered count.
      if (now.stockBookedAt) taken.push(...(now.lines[0]?.lots ?? []).map((l) => Number(l.quantity)));
    }
    expect(taken.reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('shows another tenant neither the order nor the lot trace', async () => {
    const item = await lotItem('Scholfilet', [['S-1', 5, '5']]);
    const o = await order([{ itemId: item.id, amount: '1' }]);
    expect((await deliver(o.id)).statusCode).toBe(200);
    expect((await call(other, 'GET', `/orders/${o.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/items/${item.id}/lots/${item.lots['S-1']}/trace`)).statusCode).toBe(404);
    const otherAccount = await createAccount(t, other, { companyName: 'Ander bedrijf' });
    const foreign = await call(other, 'POST', '/orders', {
      accountId: otherAccount.id,
      lines: [{ itemId: item.id, amount: '1', lotId: item.lots['S-1'] }],
    });
    expect([400, 404]).toContain(foreign.statusCode);
    expect(await lotsOf(item.id)).toEqual({ 'S-1': '4.0000' });
  });
});
