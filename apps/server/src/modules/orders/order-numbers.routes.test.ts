// Order numbers (issue 11 took them at the end of a new order's transaction): consecutive under
// load, from the numbering settings, and a typed-in number the series reaches is refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import { configWritten } from '@/platform/tenant-config';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { selectAuditEvents } from '../../../test/test-audit';
import { caller, createAccount, createItem, fieldErrors, putSettings, type Res } from './order-test-kit';
import { createOrder } from './order-save.service';
import { getOrder } from './orders.service';

let t: TestApp;
let admin: string;
let staff: string;
let call: ReturnType<typeof caller>;
let tenantA: string;
let account: { id: string };
let milk: { id: string };
let wine: { id: string };

const body = (res: Res) => res.json() as unknown as { id: string; orderNumber: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  account = await createAccount(t, admin, { companyName: 'Eetcafé De Zwaan', discount: '10' });
  milk = await createItem(t, admin, { name: 'Volle melk 1 L', unit: 'fles', price: '1.15', vatRate: 9 });
  wine = await createItem(t, admin, { name: 'Huiswijn rood', unit: 'fles', price: '5.95', vatRate: 21 });
});
afterAll(() => t.close());

const newOrder = (payload: object = {}) =>
  call(staff, 'POST', '/orders', {
    accountId: account.id,
    lines: [
      { itemId: milk.id, amount: '3' },
      { itemId: wine.id, amount: '7', discount: '2.5' },
    ],
    ...payload,
  });

describe('order numbers', () => {
  it('numbers orders made at once consecutively, and answers, stores, audits and notifies each under its own number', async () => {
    const me = (await call(admin, 'GET', '/auth/me')).json().id as string;
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => newOrder(i % 2 ? { assignedTo: me } : {})));
    expect(made.map((res) => res.statusCode)).toEqual(made.map(() => 201));
    const orders = made.map(body);
    const numbers = orders.map((o) => Number(o.orderNumber.replace(/^ORD-/, ''))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
    const stored = await t.deps.db
      .selectFrom('salesOrder')
      .select(['id', 'orderNumber', 'searchText'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    for (const order of orders) {
      const row = stored.find((r) => r.id === order.id);
      expect(row?.orderNumber).toBe(order.orderNumber);
      expect(row?.searchText).toContain(order.orderNumber.toLowerCase());
      expect(body(await call(staff, 'GET', `/orders/${order.id}`)).orderNumber).toBe(order.orderNumber);
    }
    const audited = (await selectAuditEvents(t.deps.db, tenantA)).filter(
      (e) => e.action === 'order.created' && orders.some((o) => `order:${o.id}` === e.target),
    );
    expect(audited.map((e) => (e.details as { orderNumber: string }).orderNumber).sort()).toEqual(orders.map((o) => o.orderNumber).sort());
    const told = await t.deps.db.selectFrom('notification').select(['link', 'message']).where('code', '=', 'orders.assigned').execute();
    for (const order of orders.filter((_, i) => i % 2)) {
      expect(told.find((n) => n.link === `/orders/${order.id}/edit`)?.message).toBe(`Order ${order.orderNumber} for Eetcafé De Zwaan`);
    }
  });

  it('numbers by the numbering settings: their prefix, from their start number, never back below a number given out', async () => {
    const before = (await call(admin, 'GET', '/settings/bulk')).json() as unknown as { numbering: Record<string, unknown> };
    await putSettings(t, admin, 'numbering', { orderPrefix: 'VK-26/', orderStartNumber: 770000 });
    const first = body(await newOrder());
    const second = body(await newOrder());
    expect([first.orderNumber, second.orderNumber]).toEqual(['VK-26/770000', 'VK-26/770001']);
    await putSettings(t, admin, 'numbering', { orderStartNumber: 1 });
    expect(body(await newOrder()).orderNumber).toBe('VK-26/770002');
    expect(body((await call(staff, 'GET', `/orders/${second.id}`)) as Res).orderNumber).toBe('VK-26/770001');
    await putSettings(t, admin, 'numbering', before.numbering);
  });

  it('refuses an order whose next number of the series was typed in before, storing and auditing nothing of it', async () => {
    const before = (await call(admin, 'GET', '/settings/bulk')).json() as unknown as { numbering: Record<string, unknown> };
    await putSettings(t, admin, 'numbering', { orderPrefix: 'HAND-', autoGenerateOrderNumber: false });
    const next = (await call(admin, 'GET', '/settings/numbering/next')).json().order as string;
    expect(body(await newOrder({ orderNumber: next })).orderNumber).toBe(next);
    await putSettings(t, admin, 'numbering', { autoGenerateOrderNumber: true });
    const orderCount = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('salesOrder')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [orders, events] = [await orderCount(), (await selectAuditEvents(t.deps.db, tenantA)).length];
    const clash = await newOrder();
    expect(clash.statusCode).toBe(409);
    expect(fieldErrors(clash)).toEqual({ orderNumber: 'This order number is already in use' });
    expect([await orderCount(), (await selectAuditEvents(t.deps.db, tenantA)).length]).toEqual([orders, events]);
    // Started past the typed number, the series goes on.
    const counter = Number(next.replace('HAND-', ''));
    await putSettings(t, admin, 'numbering', { orderStartNumber: counter + 1 });
    expect(body(await newOrder()).orderNumber).toBe(`HAND-${counter + 1}`);
    await putSettings(t, admin, 'numbering', before.numbering);
  });

  it('follows a change of the numbering made elsewhere (another server, a job) from the next request on', async () => {
    const before = (await call(admin, 'GET', '/settings/bulk')).json() as unknown as { numbering: Record<string, unknown> };
    await putSettings(t, admin, 'numbering', { orderPrefix: 'ORD-' });
    expect(body(await newOrder()).orderNumber).toMatch(/^ORD-\d+$/);
    // Written as another server's settings queries write it: marked as a configuration change, which raises the version.
    await inTransaction(t.handle.db, { tenantId: tenantA }, (tx) => {
      configWritten(tx);
      return sql`update workspace_setting set value = jsonb_set(value, '{orderPrefix}', '"ELDERS-"')
          where tenant_id = ${tenantA} and section = 'numbering'`.execute(tx);
    });
    expect(body(await newOrder()).orderNumber).toMatch(/^ELDERS-\d+$/);
    await putSettings(t, admin, 'numbering', before.numbering);
    expect(body(await newOrder()).orderNumber).toMatch(/^ORD-\d+$/);
  });

  it('has its number as soon as it is made: the rest of its transaction reads the order under it', async () => {
    const [made, read] = await systemCtx(t.deps.db, tenantA, async (ctx) => {
      const order = await createOrder(ctx, { accountId: account.id, lines: [{ itemId: milk.id, amount: '2' }] });
      return [order, await getOrder(ctx, order.id)];
    });
    expect(made.orderNumber).toMatch(/^ORD-\d+$/);
    expect(read.orderNumber).toBe(made.orderNumber);
    expect(body(await call(staff, 'GET', `/orders/${made.id}`)).orderNumber).toBe(made.orderNumber);
  });
});
