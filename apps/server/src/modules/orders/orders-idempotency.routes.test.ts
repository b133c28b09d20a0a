import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { createAccount, createItem } from './order-test-kit';

// An order made offline is sent again until an answer arrives (issue 33): its Idempotency-Key
// makes it one order, however often and however concurrently it arrives.

let t: TestApp;
let staff: string;
let other: string;
let account: { id: string };
let milk: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  account = await createAccount(t, admin, { companyName: 'Eetcafé De Zwaan' });
  milk = await createItem(t, admin, { name: 'Volle melk 1 L', unit: 'fles', price: '1.15' });
});
afterAll(() => t.close());

describe('POST /orders with an Idempotency-Key (an order sent again after being made offline)', () => {
  const send = (token: string, key: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload,
    });
  const countOrders = async () => Number((await sql<{ n: string }>`select count(*) as n from sales_order`.execute(t.handle.db)).rows[0]?.n);
  const payload = () => ({ accountId: account.id, lines: [{ itemId: milk.id, amount: '2' }], notes: 'offline' });

  it('makes one order for a key sent twice, and answers the repeat with the first order', async () => {
    const before = await countOrders();
    const first = await send(staff, 'offline-order-1', payload());
    const second = await send(staff, 'offline-order-1', payload());
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect((second.json() as unknown as { id: string }).id).toBe((first.json() as unknown as { id: string }).id);
    expect((second.json() as unknown as { orderNumber: string }).orderNumber).toBe(
      (first.json() as unknown as { orderNumber: string }).orderNumber,
    );
    expect(await countOrders()).toBe(before + 1);
  });

  it('makes one order when the same key arrives twice at once', async () => {
    const before = await countOrders();
    const [a, b] = await Promise.all([send(staff, 'offline-order-2', payload()), send(staff, 'offline-order-2', payload())]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((a.json() as unknown as { id: string }).id).toBe((b.json() as unknown as { id: string }).id);
    expect(await countOrders()).toBe(before + 1);
  });

  it('refuses the key reused for another order with 409, and writes nothing', async () => {
    expect((await send(staff, 'offline-order-3', payload())).statusCode).toBe(201);
    const before = await countOrders();
    const other = await send(staff, 'offline-order-3', { ...payload(), notes: 'another order' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.key).toBe('platform.idempotencyMismatch');
    expect(await countOrders()).toBe(before);
  });

  it("keeps keys per company: another company's same key is a request of its own", async () => {
    const res = await send(other, 'offline-order-1', payload());
    expect(res.statusCode).toBe(404);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const res = await send(staff, 'with space', payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('Idempotency-Key');
  });

  it('frees the key when the order is refused, so the fixed order can be sent with it', async () => {
    const refused = await send(staff, 'offline-order-4', {
      accountId: account.id,
      lines: [{ itemId: '01900000-0000-7000-8000-000000000000', amount: '1' }],
    });
    expect(refused.statusCode).toBe(400);
    const fixed = await send(staff, 'offline-order-4', { accountId: account.id, lines: [{ itemId: milk.id, amount: '1' }] });
    expect(fixed.statusCode, fixed.body).toBe(201);
  });
});
