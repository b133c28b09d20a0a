import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { errorOf, type NotificationsKit, openNotificationsKit } from '../../../test/notifications-kit';

// The admin calls (recipients, clean-up) and the tenant-isolation block of the notifications.
let k: NotificationsKit;
beforeAll(async () => {
  k = await openNotificationsKit();
});
afterAll(() => k.t.close());

describe('GET /notifications/recipients', () => {
  it("lists the tenant's active users, and only them", async () => {
    const res = await k.call('GET', '/notifications/recipients', k.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((r: { email: string }) => r.email)).toEqual(['admin@demo.example.com', 'staff@demo.example.com']);
    expect(res.json().items[1]).toEqual({ id: k.staffId, email: 'staff@demo.example.com', firstName: 'Sem', lastName: 'Jansen' });
  });
});

describe('DELETE /notifications/expired and /notifications/old', () => {
  const ageAll = (days: number, title: string) =>
    k.t.deps.db
      .updateTable('notification')
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where('title', '=', title)
      .execute();

  it("removes the tenant's expired ones, of every user, and no other tenant's", async () => {
    await k.clear();
    const later = new Date(Date.now() + 60_000).toISOString();
    await k.send({ allUsers: true, title: 'expiring', message: 'm', expiresAt: later });
    await k.send({ userId: k.staffId, title: 'staying', message: 'm' });
    await k.send({ userId: k.otherId, title: 'other tenant', message: 'm', expiresAt: later }, k.other);
    await k.t.deps.db
      .updateTable('notification')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('expiresAt', 'is not', null)
      .execute();
    expect((await k.call('DELETE', '/notifications/expired', k.admin)).json()).toEqual({ count: 2 });
    expect((await k.t.deps.db.selectFrom('notification').select('title').orderBy('title').execute()).map((r) => r.title)).toEqual([
      'other tenant',
      'staying',
    ]);
  });

  it('removes those older than the given days (30 by default), read or not', async () => {
    await k.clear();
    await k.send({ userId: k.staffId, title: 'old', message: 'm' });
    await k.send({ userId: k.staffId, title: 'middle', message: 'm' });
    await k.send({ userId: k.staffId, title: 'new', message: 'm' });
    await ageAll(40, 'old');
    await ageAll(10, 'middle');
    expect((await k.call('DELETE', '/notifications/old', k.admin)).json()).toEqual({ count: 1 });
    expect((await k.call('DELETE', '/notifications/old?days=5', k.admin)).json()).toEqual({ count: 1 });
    expect((await k.list(k.staff)).items.map((n: { title: string }) => n.title)).toEqual(['new']);
    for (const days of ['0', '-1', 'x', '3651']) {
      expect(errorOf(await k.call('DELETE', `/notifications/old?days=${days}`, k.admin))).toMatchObject({ status: 400, paths: ['days'] });
    }
  });
});

describe('tenant isolation', () => {
  it("keeps tenant A's notification from tenant B: not listed, not counted, not marked, not deleted", async () => {
    await k.clear();
    await k.send({ userId: k.staffId, title: 'tenant A only', message: 'm' });
    const [item] = (await k.list(k.staff)).items;
    // A user of tenant B with users:write: the widest rights there are outside tenant A.
    expect((await k.list(k.other)).total).toBe(0);
    expect(await k.unreadCount(k.other)).toBe(0);
    expect(errorOf(await k.call('PATCH', `/notifications/${item.id}/read`, k.other))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await k.call('PATCH', '/notifications/read-all', k.other)).json()).toEqual({ count: 0 });
    await k.t.deps.db
      .updateTable('notification')
      .set({ createdAt: new Date(Date.now() - 90 * 86_400_000) })
      .execute();
    expect((await k.call('DELETE', '/notifications/old?days=1', k.other)).json()).toEqual({ count: 0 });
    expect((await k.call('DELETE', '/notifications/expired', k.other)).json()).toEqual({ count: 0 });

    const rows = await inTransaction(k.t.deps.db, { tenantId: k.tenantA }, (tx) => tx.selectFrom('notification').selectAll().execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: item.id, isRead: false, title: 'tenant A only' });
  });
});
