import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { eventHub, type ServerEvent } from '@/platform/events/event-hub';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { selectTenantId } from '../../../test/test-audit';
import { raiseNotification, raiseNotificationForTenant } from '@/platform/notifications/raise-notification';

let t: TestApp;
let tenantA: string;
let tenantB: string;
let staffId: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await selectTenantId(t.deps.db, 'Demo Groothandel B.V.');
  tenantB = await selectTenantId(t.deps.db, 'Andere Handel B.V.');
  const ids = await t.deps.db.selectFrom('appUser').select(['id', 'email']).execute();
  staffId = ids.find((u) => u.email === 'staff@demo.example.com')?.id ?? '';
  adminId = ids.find((u) => u.email === 'admin@demo.example.com')?.id ?? '';
});
afterAll(() => t.close());

const stored = () => t.deps.db.selectFrom('notification').selectAll().execute();
const listen = (tenantId: string, userId: string) => {
  const received: ServerEvent[] = [];
  const stop = eventHub.subscribe(tenantId, userId, (event) => received.push(event));
  return { received, stop };
};
const payment = { type: 'success' as const, title: 'Payment received', message: 'EUR 12.50 for INV-1001', link: '/payments/1' };

describe('raiseNotification', () => {
  it('stores the notification in the caller transaction and delivers it only after the commit', async () => {
    await t.deps.db.deleteFrom('notification').execute();
    const staff = listen(tenantA, staffId);
    let seenInside = -1;
    const notification = await inTransaction(t.deps.db, { tenantId: tenantA }, async (tx) => {
      const raised = await raiseNotification(tx, {
        tenantId: tenantA,
        userId: staffId,
        ...payment,
        code: 'payments.received',
        params: { amount: '12.50', invoice: 'INV-1001' },
      });
      seenInside = staff.received.length;
      return raised;
    });
    expect(seenInside).toBe(0);
    expect(staff.received).toEqual([{ event: 'notification', data: notification }]);
    expect(notification).toMatchObject({ type: 'SUCCESS', code: 'payments.received', params: { amount: '12.50', invoice: 'INV-1001' } });
    expect(await stored()).toHaveLength(1);
    staff.stop();
  });

  it('leaves nothing behind and tells no one when the change behind it rolls back', async () => {
    await t.deps.db.deleteFrom('notification').execute();
    const staff = listen(tenantA, staffId);
    await expect(
      inTransaction(t.deps.db, { tenantId: tenantA }, async (tx) => {
        await raiseNotification(tx, { tenantId: tenantA, userId: staffId, ...payment });
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await stored()).toHaveLength(0);
    expect(staff.received).toHaveLength(0);
    staff.stop();
  });

  it('cannot write into another tenant: row-level security refuses, and a non-member is refused too', async () => {
    await expect(
      inTransaction(t.deps.db, { tenantId: tenantB }, (tx) => raiseNotification(tx, { tenantId: tenantA, userId: staffId, ...payment })),
    ).rejects.toThrow(/row-level security|foreign key/);
    await expect(
      inTransaction(t.deps.db, { tenantId: tenantB }, (tx) => raiseNotification(tx, { tenantId: tenantB, userId: staffId, ...payment })),
    ).rejects.toThrow(/foreign key/);
    expect(await stored()).toHaveLength(0);
  });
});

describe('raiseNotificationForTenant', () => {
  it('reaches every active user of the tenant, each with their own copy', async () => {
    await t.deps.db.deleteFrom('notification').execute();
    await t.deps.db.updateTable('tenantUser').set({ isActive: false }).where('userId', '=', staffId).execute();
    const admin = listen(tenantA, adminId);
    const count = await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
      raiseNotificationForTenant(tx, { tenantId: tenantA, type: 'INFO', title: 'Message of the day', message: 'Stocktake Friday' }),
    );
    expect(count).toBe(1);
    expect(admin.received).toHaveLength(1);
    expect((await stored()).map((n) => n.userId)).toEqual([adminId]);
    await t.deps.db.updateTable('tenantUser').set({ isActive: true }).where('userId', '=', staffId).execute();
    admin.stop();
  });
});
