import { fullMatrix } from '@wb/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { ctxOf } from '@/platform/context';
import { eventHub, type ServerEvent } from '@/platform/events/event-hub';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, putSettings, signInAs, statusIds } from '../orders/order-test-kit';
import { createStockMovement } from './item-stock.service';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let staff: string;
let tenantA: string;
let adminId: string;
let staffId: string;
let guestId: string;
let otherAdminId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  await signInAs(t, tenantA, 'guest');
  const users = await t.deps.db.selectFrom('appUser').select(['id', 'email']).execute();
  adminId = users.find((u) => u.email === 'admin@demo.example.com')?.id ?? '';
  staffId = users.find((u) => u.email === 'staff@demo.example.com')?.id ?? '';
  guestId = users.find((u) => u.email.startsWith('guest-'))?.id ?? '';
  otherAdminId = users.find((u) => u.email === 'admin@other.example.com')?.id ?? '';
  expect(guestId).not.toBe('');
  await putSettings(t, admin, 'items', { lowStockThreshold: 10, enableStockTracking: true });
});
afterAll(() => t.close());

const lowStockOf = (userId: string) =>
  t.deps.db.selectFrom('notification').selectAll().where('userId', '=', userId).where('code', '=', 'items.low_stock').execute();
const clear = () => t.deps.db.deleteFrom('notification').execute();
const move = async (itemId: string, kind: string, quantity: string) => {
  const res = await call(staff, 'POST', `/items/${itemId}/stock-movements`, { kind, quantity });
  expect(res.statusCode, res.body).toBe(201);
};

describe('stock below its threshold', () => {
  it('warns everyone who may change items once per crossing, not guests and not another company', async () => {
    const item = await createItem(t, admin, { name: 'Volle melk 1 L', unit: 'fles' });
    await clear();
    await move(item.id, 'receipt', '24');
    await move(item.id, 'delivery', '10'); // 14: above
    expect(await lowStockOf(staffId)).toEqual([]);
    await move(item.id, 'delivery', '4'); // 10: at the threshold, which the items list calls low
    const [n, ...more] = await lowStockOf(staffId);
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      type: 'WARNING',
      title: 'Stock below its threshold',
      message: `Volle melk 1 L (${item.sku}): 10 on hand, threshold 10`,
      link: '/purchase-orders?suggestions=1',
      params: { item: 'Volle melk 1 L', sku: item.sku, quantity: '10', threshold: '10' },
    });
    expect(await lowStockOf(adminId)).toHaveLength(1);
    expect(await lowStockOf(guestId)).toEqual([]);
    expect(await lowStockOf(otherAdminId)).toEqual([]);

    await move(item.id, 'delivery', '3'); // still low: no second warning
    await move(item.id, 'correction', '-1');
    expect(await lowStockOf(staffId)).toHaveLength(1);
    await move(item.id, 'receipt', '20'); // 26: recovered
    expect(await lowStockOf(staffId)).toHaveLength(1);
    await move(item.id, 'delivery', '20'); // 6: crosses again
    expect(await lowStockOf(staffId)).toHaveLength(2);
  });

  it('warns when an order delivery takes the stock down, and follows the threshold from the settings', async () => {
    await putSettings(t, admin, 'items', { lowStockThreshold: 3 });
    try {
      const status = await statusIds(t, admin);
      await call(admin, 'POST', '/order-status-transitions', { fromStatusId: status.pending, toStatusId: status.delivered });
      const account = await createAccount(t, admin, { companyName: 'Restaurant Het Anker' });
      const item = await createItem(t, admin, { name: 'Rode uien', unit: 'kg' });
      await move(item.id, 'receipt', '8');
      await clear();
      const order = await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '4' }] });
      const id = (order.json() as unknown as { id: string }).id;
      expect((await call(admin, 'POST', `/orders/${id}/status`, { statusId: status.delivered })).statusCode).toBe(200);
      expect(await lowStockOf(staffId)).toEqual([]); // 4 left, threshold 3
      const second = await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '2' }] });
      const secondId = (second.json() as unknown as { id: string }).id;
      expect((await call(admin, 'POST', `/orders/${secondId}/status`, { statusId: status.delivered })).statusCode).toBe(200);
      const [n] = await lowStockOf(staffId);
      expect(n?.params).toMatchObject({ item: 'Rode uien', quantity: '2', threshold: '3' });
      expect(await lowStockOf(adminId)).toHaveLength(1);
    } finally {
      await putSettings(t, admin, 'items', { lowStockThreshold: 10 });
    }
  });

  it('is rolled back with the movement: nothing stored, nothing delivered', async () => {
    const item = await createItem(t, admin, { name: 'Huiswijn rood', unit: 'fles' });
    await move(item.id, 'receipt', '12');
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
        await createStockMovement(ctx, item.id, { kind: 'delivery', quantity: '5' });
        inside = (await tx.selectFrom('notification').select('id').where('userId', '=', staffId).execute()).length;
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest');
    stop();
    expect(inside).toBe(1);
    expect(await lowStockOf(staffId)).toEqual([]);
    expect(received).toEqual([]);
    const stock = (await call(admin, 'GET', `/items/${item.id}/stock`)).json() as unknown as { item: { quantityOnHand: string } };
    expect(stock.item.quantityOnHand).toBe('12.0000');
  });
});
