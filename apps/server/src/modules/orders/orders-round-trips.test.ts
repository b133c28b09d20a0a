// Round trips per request of the order-to-cash flow (issue 23): each message the server sends the
// database is one, counted by the driver (roundTripsOf), the per-request session check included.
// The counts are the same on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundTripsOf } from '@/db/database';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, statusIds } from './order-test-kit';

let t: TestApp;
let admin: string;
let call: ReturnType<typeof caller>;
let account: { id: string };
let items: Array<{ id: string }>;
let status: Awaited<ReturnType<typeof statusIds>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  account = await createAccount(t, admin, { companyName: 'Bakkerij De Korenaar' });
  items = [];
  for (let i = 0; i < 5; i++) {
    const item = await createItem(t, admin, { name: `Volle melk ${i}` });
    await call(admin, 'POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '1000' });
    items.push(item);
  }
  status = await statusIds(t, admin);
  await call(admin, 'POST', '/order-status-transitions', { fromStatusId: status.confirmed, toStatusId: status.delivered });
});
afterAll(() => t.close());

/** The round trips one request makes, and its answer. */
async function counted(method: 'GET' | 'POST', url: string, payload?: object) {
  const before = roundTripsOf(t.handle.db);
  const res = await call(admin, method, url, payload);
  return { res, trips: roundTripsOf(t.handle.db) - before };
}

const newOrder = () => ({
  accountId: account.id,
  lines: items.map((item, i) => ({ itemId: item.id, amount: String(i + 1), discount: i === 4 ? '2.5' : '0' })),
});

describe('round trips of the order-to-cash flow', () => {
  // Before issue 23's follow-up: create 11, confirm 8, deliver 17, finalise 9 (the old data layer, 8d3110f: 7, 7, 15, 5, 8).
  it('creates, confirms, delivers and invoices an order, and lists orders filtered, in a fixed number of round trips each', async () => {
    const trips: Record<'create' | 'confirm' | 'deliver' | 'filtered' | 'finalise', number[]> = {
      create: [],
      confirm: [],
      deliver: [],
      filtered: [],
      finalise: [],
    };
    // The first pass warms what is read once per tenant or session (settings, statuses, "last active"); it is not counted.
    for (let pass = 0; pass < 3; pass++) {
      const created = await counted('POST', '/orders', newOrder());
      expect(created.res.statusCode, created.res.body).toBe(201);
      const order = created.res.json() as unknown as { id: string; version: number };
      const confirmed = await counted('POST', `/orders/${order.id}/status`, { statusId: status.confirmed, version: order.version });
      expect(confirmed.res.statusCode, confirmed.res.body).toBe(200);
      const version = (confirmed.res.json() as unknown as { version: number }).version;
      const delivered = await counted('POST', `/orders/${order.id}/status`, { statusId: status.delivered, version });
      expect(delivered.res.statusCode, delivered.res.body).toBe(200);
      const filtered = await counted('GET', `/orders?pageSize=50&sort=-orderDate&statusId=${status.delivered}&q=bakkerij`);
      expect(filtered.res.statusCode, filtered.res.body).toBe(200);
      const converted = await call(admin, 'POST', '/invoices/convert-from-orders', { orderIds: [order.id] });
      expect(converted.statusCode, converted.body).toBe(201);
      const invoiceId = (converted.json() as unknown as { invoices: Array<{ id: string }> }).invoices[0]?.id;
      const finalised = await counted('POST', `/invoices/${invoiceId}/finalise`, {});
      expect(finalised.res.statusCode, finalised.res.body).toBe(200);
      if (pass === 0) continue;
      trips.finalise.push(finalised.trips);
      trips.create.push(created.trips);
      trips.confirm.push(confirmed.trips);
      trips.deliver.push(delivered.trips);
      trips.filtered.push(filtered.trips);
    }
    // The session check 1, begin with the SET statements 1; the last statement carries the commit.
    // create: account, items, number, order + lines + history + creator's name (one WITH), audit + commit.
    // confirm: order, status change + history, lines, history, audit + commit.
    // finalise (of the invoice converted from the order, not counted): 8, one fewer by the commit.
    // deliver: order, lines, items, one stock update per line (5), movements, status change + history, history, lots taken, audit + commit.
    // On Citus the tenant's SET goes alone (session check 3 messages, a transaction's begin 2) and
    // the commit goes alone: 3 more for a read, 4 for a write (counted on a Citus 13 cluster).
    const expected = process.env.CITUS_URL
      ? { create: [11, 11], confirm: [11, 11], deliver: [19, 19], filtered: [9, 9], finalise: [12, 12] }
      : { create: [7, 7], confirm: [7, 7], deliver: [15, 15], filtered: [6, 6], finalise: [8, 8] };
    expect(trips).toEqual(expected);
  });

  it('answers a new order as a read of it gives it, the creator named in its history', async () => {
    const created = await call(admin, 'POST', '/orders', newOrder());
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json() as unknown as { id: string };
    const read = await call(admin, 'GET', `/orders/${order.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(created.json()).toEqual(read.json());
    const history = (read.json() as unknown as { history: Array<{ changedByName: string }> }).history;
    expect(history).toHaveLength(1);
    expect(history[0]?.changedByName).not.toBe('');
  });

  it('stores an order of more lines than one insert takes (the rest follow the WITH)', async () => {
    const lines = Array.from({ length: 1800 }, (_, i) => ({ itemId: items[i % items.length]?.id, amount: '1' }));
    const created = await call(admin, 'POST', '/orders', { accountId: account.id, lines });
    expect(created.statusCode, created.body).toBe(201);
    const read = await call(admin, 'GET', `/orders/${(created.json() as unknown as { id: string }).id}`);
    expect((read.json() as unknown as { lines: unknown[] }).lines).toHaveLength(1800);
  });
});
