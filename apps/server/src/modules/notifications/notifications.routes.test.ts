import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type Method, type NotificationsKit, openNotificationsKit } from '../../../test/notifications-kit';
import { selectAuditEvents } from '../../../test/test-audit';
import { inTransaction } from '@/db/transaction';
import { notifyNewDevice } from '@/platform/auth/new-device-alert';
import { raiseNotification, raiseNotificationForTenant } from '@/platform/notifications/raise-notification';

let k: NotificationsKit;
beforeAll(async () => {
  k = await openNotificationsKit();
});
afterAll(() => k.t.close());

describe('authentication and permissions', () => {
  it('answers 401 to every call without a token', async () => {
    const calls: Array<[Method, string]> = [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread'],
      ['GET', '/notifications/unread/count'],
      ['PATCH', '/notifications/0190f000-0000-7000-8000-000000000001/read'],
      ['PATCH', '/notifications/read-all'],
      ['POST', '/notifications'],
      ['GET', '/notifications/recipients'],
      ['DELETE', '/notifications/expired'],
      ['DELETE', '/notifications/old'],
    ];
    for (const [method, url] of calls) expect((await k.call(method, url)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('lets only users with users:write send, list recipients and clear (403 for a sales user and a super admin)', async () => {
    for (const token of [k.staff, k.superAdmin]) {
      expect((await k.send({ userId: k.staffId, title: 'x', message: 'y' }, token)).statusCode).toBe(403);
      expect((await k.call('GET', '/notifications/recipients', token)).statusCode).toBe(403);
      expect((await k.call('DELETE', '/notifications/expired', token)).statusCode).toBe(403);
      expect((await k.call('DELETE', '/notifications/old?days=30', token)).statusCode).toBe(403);
    }
  });

  it('gives a user without a tenant (super admin) an empty list and a zero count', async () => {
    expect(await k.list(k.superAdmin)).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(await k.unreadCount(k.superAdmin)).toBe(0);
    expect((await k.call('PATCH', '/notifications/read-all', k.superAdmin)).json()).toEqual({ count: 0 });
  });
});

describe('POST /notifications', () => {
  it('sends to one user of the tenant: only that user sees it, upper-case type, answered 201 with the count', async () => {
    await k.clear();
    const res = await k.send({ userId: k.staffId, type: 'success', title: 'Stock counted', message: 'All shelves done', link: '/items' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ count: 1 });
    const page = await k.list(k.staff);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      type: 'SUCCESS',
      title: 'Stock counted',
      message: 'All shelves done',
      link: '/items',
      isRead: false,
      readAt: null,
      code: null,
      params: {},
    });
    expect(Date.parse(page.items[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await k.list(k.admin)).total).toBe(0);
    expect((await k.list(k.other)).total).toBe(0);
  });

  it('accepts every type in both cases and defaults to INFO', async () => {
    await k.clear();
    for (const type of ['INFO', 'warning', 'SUCCESS', 'error', 'action_required']) {
      expect((await k.send({ userId: k.staffId, type, title: type, message: 'm' })).statusCode).toBe(201);
    }
    await k.send({ userId: k.staffId, title: 'no type', message: 'm' });
    const types = (await k.list(k.staff)).items.map((n: { type: string }) => n.type).sort();
    expect(types).toEqual(['ACTION_REQUIRED', 'ERROR', 'INFO', 'INFO', 'SUCCESS', 'WARNING']);
  });

  it('sends to all active users of the tenant and no one else', async () => {
    await k.clear();
    const res = await k.send({ allUsers: true, type: 'INFO', title: 'Closed on Monday', message: 'Holiday' });
    expect(res.json()).toEqual({ count: 2 });
    expect((await k.list(k.admin)).total).toBe(1);
    expect((await k.list(k.staff)).total).toBe(1);
    expect((await k.list(k.other)).total).toBe(0);
  });

  it('refuses bad input with 400 and field details, storing nothing', async () => {
    await k.clear();
    const cases: Array<[object, string]> = [
      [{ userId: k.staffId, type: 'urgent', title: 't', message: 'm' }, 'type'],
      [{ userId: k.staffId, type: 'Info', title: 't', message: 'm' }, 'type'],
      [{ userId: k.staffId, title: '  ', message: 'm' }, 'title'],
      [{ userId: k.staffId, title: 't' }, 'message'],
      [{ userId: k.staffId, title: 'x'.repeat(201), message: 'm' }, 'title'],
      [{ title: 't', message: 'm' }, 'userId'],
      [{ userId: k.staffId, allUsers: true, title: 't', message: 'm' }, 'userId'],
      [{ userId: 'not-a-uuid', title: 't', message: 'm' }, 'userId'],
      [{ userId: k.staffId, title: 't', message: 'm', link: 'https://evil.example.com' }, 'link'],
      [{ userId: k.staffId, title: 't', message: 'm', link: '//evil.example.com' }, 'link'],
      [{ userId: k.staffId, title: 't', message: 'm', expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
      [{ userId: k.staffId, title: 't', message: 'm', expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ userId: k.staffId, title: 't', message: 'm', extra: 1 }, 'body'],
    ];
    for (const [payload, path] of cases) {
      const res = await k.send(payload);
      expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(errorOf(res).paths, JSON.stringify(payload)).toContain(path);
    }
    expect(res400Message(await k.send({ userId: k.staffId, title: '', message: 'm' }))).toBe('This field is required');
    expect((await k.list(k.staff)).total).toBe(0);
  });

  it('answers 404 for a user of another tenant, exactly as for one that does not exist', async () => {
    const foreign = await k.send({ userId: k.otherId, title: 't', message: 'm' });
    const missing = await k.send({ userId: '0190f000-0000-7000-8000-0000000000ff', title: 't', message: 'm' });
    expect(errorOf(foreign)).toEqual({ status: 404, code: 'NOT_FOUND', paths: undefined });
    expect(foreign.json()).toEqual(missing.json());
    expect((await k.list(k.other)).total).toBe(0);
  });

  it('writes an audit event with the sender', async () => {
    await k.send({ userId: k.staffId, title: 'Audited', message: 'm' });
    const events = await selectAuditEvents(k.t.deps.db, k.tenantA);
    expect(events.at(-1)).toMatchObject({ action: 'notification.sent', actorUserId: k.adminId, target: k.staffId });
  });
});

function res400Message(res: { json: () => { error: { details: Array<{ message: string }> } } }) {
  return res.json().error.details[0]?.message;
}

describe('GET /notifications and /notifications/unread', () => {
  it('pages newest first with page 1 and 20 by default', async () => {
    await k.clear();
    for (let i = 1; i <= 25; i++) await k.send({ userId: k.staffId, title: `n${i}`, message: 'm' });
    const first = await k.list(k.staff);
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe('n25');
    const second = await k.list(k.staff, '?page=2');
    expect(second.items.map((n: { title: string }) => n.title)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect((await k.list(k.staff, '?page=2&pageSize=10')).items[0].title).toBe('n15');
    expect((await k.list(k.staff, '?page=9')).items).toEqual([]);
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['?page=0', '?page=abc', '?pageSize=0', '?pageSize=101', '?pageSize=2.5']) {
      expect(errorOf(await k.call('GET', `/notifications${query}`, k.staff)).status, query).toBe(400);
      expect(errorOf(await k.call('GET', `/notifications/unread${query}`, k.staff)).status, query).toBe(400);
    }
  });

  it('lists and counts the unread only', async () => {
    await k.clear();
    for (let i = 1; i <= 7; i++) await k.send({ userId: k.staffId, title: `n${i}`, message: 'm' });
    const first = (await k.list(k.staff)).items[0];
    await k.call('PATCH', `/notifications/${first.id}/read`, k.staff);
    const unread = (await k.call('GET', '/notifications/unread?pageSize=5', k.staff)).json();
    expect(unread).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(unread.items).toHaveLength(5);
    expect(unread.items.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
    expect(await k.unreadCount(k.staff)).toBe(6);
    expect(await k.unreadCount(k.admin)).toBe(0);
  });

  it('hides expired notifications before the clean-up removes them', async () => {
    await k.clear();
    await k.send({ userId: k.staffId, title: 'soon gone', message: 'm', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await k.unreadCount(k.staff)).toBe(1);
    await k.t.deps.db
      .updateTable('notification')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect(await k.unreadCount(k.staff)).toBe(0);
    expect((await k.list(k.staff)).total).toBe(0);
  });
});

describe('PATCH /notifications/{id}/read and /notifications/read-all', () => {
  it('marks one read, once: a second call answers the same moment', async () => {
    await k.clear();
    await k.send({ userId: k.staffId, title: 'a', message: 'm' });
    const [item] = (await k.list(k.staff)).items;
    const res = await k.call('PATCH', `/notifications/${item.id}/read`, k.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, isRead: true });
    expect(res.json().readAt).toBeTruthy();
    const again = await k.call('PATCH', `/notifications/${item.id}/read`, k.staff);
    expect(again.json().readAt).toBe(res.json().readAt);
    expect(await k.unreadCount(k.staff)).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unread; 400 for a malformed id", async () => {
    await k.clear();
    await k.send({ userId: k.staffId, title: 'mine', message: 'm' });
    const [item] = (await k.list(k.staff)).items;
    expect(errorOf(await k.call('PATCH', `/notifications/${item.id}/read`, k.admin))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await k.unreadCount(k.staff)).toBe(1);
    expect(errorOf(await k.call('PATCH', '/notifications/nope/read', k.staff))).toMatchObject({ status: 400, paths: ['id'] });
  });

  it("marks all of the user's own read, and answers how many", async () => {
    await k.clear();
    await k.send({ allUsers: true, title: 'all', message: 'm' });
    await k.send({ userId: k.staffId, title: 'one more', message: 'm' });
    expect((await k.call('PATCH', '/notifications/read-all', k.staff)).json()).toEqual({ count: 2 });
    expect(await k.unreadCount(k.staff)).toBe(0);
    expect(await k.unreadCount(k.admin)).toBe(1);
    expect((await k.call('PATCH', '/notifications/read-all', k.staff)).json()).toEqual({ count: 0 });
  });
});

describe('Settings → Communication → notifications off (issue 25 item 16)', () => {
  const setNotifications = async (on: boolean) => {
    const current = (await k.call('GET', '/settings/bulk', k.admin)).json().communication;
    const res = await k.t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/communication',
      headers: { authorization: `Bearer ${k.admin}` },
      payload: { ...current, enableNotifications: on },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('creates no in-app notification for the users, but still tells a person about a sign-in from a new device', async () => {
    await k.clear();
    await setNotifications(false);
    try {
      const before = await k.unreadCount(k.staff);
      const sent = await k.send({ userId: k.staffId, title: 'Stock counted', message: 'All shelves done' });
      expect(sent.statusCode).toBe(409);
      expect(sent.json().error).toMatchObject({ code: 'CONFLICT', key: 'settings.notificationsOff' });
      const raised = await inTransaction(k.t.deps.db, { tenantId: k.tenantA }, async (tx) => ({
        one: await raiseNotification(tx, { tenantId: k.tenantA, userId: k.staffId, type: 'INFO', title: 't', message: 'm' }),
        all: await raiseNotificationForTenant(tx, { tenantId: k.tenantA, type: 'INFO', title: 't', message: 'm' }),
      }));
      expect(raised).toEqual({ one: null, all: 0 });
      expect(await k.unreadCount(k.staff)).toBe(before);
      await inTransaction(k.t.deps.db, { tenantId: k.tenantA }, (tx) =>
        notifyNewDevice(tx, { tenantId: k.tenantA, userId: k.staffId, ip: '203.0.113.9', device: 'Firefox on Linux' }),
      );
      expect(await k.unreadCount(k.staff)).toBe(before + 1);
    } finally {
      await setNotifications(true);
    }
    expect((await k.send({ userId: k.staffId, title: 'Back on', message: 'Again' })).statusCode).toBe(201);
  });
});
