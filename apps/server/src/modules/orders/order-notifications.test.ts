import { fullMatrix } from '@wb/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { ctxOf } from '@/platform/context';
import { eventHub, type ServerEvent } from '@/platform/events/event-hub';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { moveOrderStatus } from './order-status-change.service';
import { caller, createAccount, createItem, type Res, statusIds } from './order-test-kit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let staff: string;
let tenantA: string;
let adminId: string;
let staffId: string;
let account: { id: string };
let item: { id: string };
let status: Awaited<ReturnType<typeof statusIds>>;

type OrderBody = { id: string; orderNumber: string; version: number };
const body = (res: Res) => res.json() as unknown as OrderBody;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  const users = await t.deps.db.selectFrom('appUser').select(['id', 'email']).execute();
  adminId = users.find((u) => u.email === 'admin@demo.example.com')?.id ?? '';
  staffId = users.find((u) => u.email === 'staff@demo.example.com')?.id ?? '';
  account = await createAccount(t, admin, { companyName: 'Eetcafé De Zwaan' });
  item = await createItem(t, admin, { name: 'Volle melk 1 L', unit: 'fles', price: '1.15' });
  status = await statusIds(t, admin);
});
afterAll(() => t.close());

const notificationsOf = (userId: string) =>
  t.deps.db.selectFrom('notification').selectAll().where('userId', '=', userId).orderBy('createdAt').execute();
const clear = () => t.deps.db.deleteFrom('notification').execute();
const newOrder = (token: string, payload: object = {}) =>
  call(token, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '2' }], ...payload });

describe('an order assigned to someone', () => {
  it('tells the assigned employee (with a link to the order), not the one who assigned it', async () => {
    await clear();
    const order = body(await newOrder(admin, { assignedTo: staffId }));
    const [n, ...more] = await notificationsOf(staffId);
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      type: 'ACTION_REQUIRED',
      title: 'Order assigned to you',
      message: `Order ${order.orderNumber} for Eetcafé De Zwaan`,
      link: `/orders/${order.id}/edit`,
      code: 'orders.assigned',
      params: { order: order.orderNumber, account: 'Eetcafé De Zwaan' },
      isRead: false,
    });
    expect(await notificationsOf(adminId)).toEqual([]);
  });

  it('tells nobody when people assign an order to themselves, and tells the new one on a reassignment', async () => {
    await clear();
    const order = body(await newOrder(staff, { assignedTo: staffId }));
    expect(await notificationsOf(staffId)).toEqual([]);
    const saved = await call(staff, 'PATCH', `/orders/${order.id}`, { version: order.version, assignedTo: adminId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await notificationsOf(adminId)).map((n) => n.code)).toEqual(['orders.assigned']);
    // Saving again without changing the assignment tells nobody again.
    const again = await call(staff, 'PATCH', `/orders/${order.id}`, { version: body(saved).version, assignedTo: adminId, notes: 'x' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await notificationsOf(adminId)).toHaveLength(1);
    expect(await notificationsOf(staffId)).toEqual([]);
  });
});

describe("an order's status changed", () => {
  it('tells the assigned employee and the creator once each, never the one who changed it', async () => {
    await clear();
    const mine = body(await newOrder(staff, { assignedTo: staffId }));
    const moved = await call(admin, 'POST', `/orders/${mine.id}/status`, { statusId: status.confirmed });
    expect(moved.statusCode, moved.body).toBe(200);
    const [n, ...more] = await notificationsOf(staffId);
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      type: 'INFO',
      title: 'Order status changed',
      code: 'orders.status_changed',
      link: `/orders/${mine.id}/edit`,
      params: {
        order: mine.orderNumber,
        account: 'Eetcafé De Zwaan',
        from: 'pending',
        to: 'confirmed',
        fromCode: 'pending',
        toCode: 'confirmed',
      },
    });
    expect(await notificationsOf(adminId)).toEqual([]);

    await clear();
    const theirs = body(await newOrder(staff, { assignedTo: adminId }));
    await clear();
    expect((await call(staff, 'POST', `/orders/${theirs.id}/status`, { statusId: status.confirmed })).statusCode).toBe(200);
    expect((await notificationsOf(adminId)).map((x) => x.code)).toEqual(['orders.status_changed']);
    expect(await notificationsOf(staffId)).toEqual([]);
  });

  it('skips an assigned employee who has left the company, and the change still goes through', async () => {
    const order = body(await newOrder(admin, { assignedTo: staffId }));
    await clear();
    await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
      tx.updateTable('tenantUser').set({ isActive: false }).where('tenantId', '=', tenantA).where('userId', '=', staffId).execute(),
    );
    try {
      const moved = await call(admin, 'POST', `/orders/${order.id}/status`, { statusId: status.confirmed });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await notificationsOf(staffId)).toEqual([]);
    } finally {
      await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
        tx.updateTable('tenantUser').set({ isActive: true }).where('tenantId', '=', tenantA).where('userId', '=', staffId).execute(),
      );
    }
  });

  it('is rolled back with the change: nothing stored, nothing delivered', async () => {
    const order = body(await newOrder(staff, { assignedTo: staffId }));
    await clear();
    const received: ServerEvent[] = [];
    const stop = eventHub.subscribe(tenantA, staffId, (event) => received.push(event));
    let inside = 0;
    await expect(
      inTransaction(t.deps.db, { tenantId: tenantA }, async (tx) => {
        const ctx = ctxOf(tx, {
          tenantId: tenantA,
          principal: { userId: adminId, sessionId: 'test', tenantId: tenantA, role: 'TENANT_ADMIN', permissions: fullMatrix },
        });
        await moveOrderStatus(ctx, order.id, { statusId: status.confirmed });
        inside = (await tx.selectFrom('notification').select('id').where('userId', '=', staffId).execute()).length;
        throw new Error('something later in the same change failed');
      }),
    ).rejects.toThrow('something later');
    stop();
    expect(inside).toBe(1);
    expect(await notificationsOf(staffId)).toEqual([]);
    expect(received).toEqual([]);
    const after = await call(admin, 'GET', `/orders/${order.id}`);
    expect((after.json() as unknown as { statusId: string }).statusId).toBe(status.pending);
  });
});
