import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { selectAuditEvents, selectTenantId } from '../../../test/test-audit';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let superAdmin: string;
let staffId: string;
let adminId: string;
let otherId: string;
let tenantA: string;

beforeAll(async () => {
  t = await createTestApp();
  const [a, s, o, su] = await Promise.all(
    ['admin@demo.example.com', 'staff@demo.example.com', 'admin@other.example.com', 'super@example.com'].map((email) =>
      signIn(t.app, email),
    ),
  );
  admin = a?.access_token ?? '';
  staff = s?.access_token ?? '';
  other = o?.access_token ?? '';
  superAdmin = su?.access_token ?? '';
  adminId = a?.user.id ?? '';
  staffId = s?.user.id ?? '';
  otherId = o?.user.id ?? '';
  tenantA = await selectTenantId(t.deps.db, 'Demo Groothandel B.V.');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
const send = (payload: object, token = admin) => call('POST', '/notifications', token, payload);
const list = async (token: string, query = '') => (await call('GET', `/notifications${query}`, token)).json();
const unreadCount = async (token: string) => (await call('GET', '/notifications/unread/count', token)).json().count as number;
const errorOf = (res: {
  statusCode: number;
  json: () => { error?: { code: string; details?: Array<{ path: string; message: string }> } };
}) => ({
  status: res.statusCode,
  code: res.json().error?.code,
  paths: res.json().error?.details?.map((d) => d.path),
});
/** Removes every notification (as the owner), so each test starts from nothing. */
const clear = () => t.deps.db.deleteFrom('notification').execute();

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
    for (const [method, url] of calls) expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('lets only users with users:write send, list recipients and clear (403 for a sales user and a super admin)', async () => {
    for (const token of [staff, superAdmin]) {
      expect((await send({ userId: staffId, title: 'x', message: 'y' }, token)).statusCode).toBe(403);
      expect((await call('GET', '/notifications/recipients', token)).statusCode).toBe(403);
      expect((await call('DELETE', '/notifications/expired', token)).statusCode).toBe(403);
      expect((await call('DELETE', '/notifications/old?days=30', token)).statusCode).toBe(403);
    }
  });

  it('gives a user without a tenant (super admin) an empty list and a zero count', async () => {
    expect(await list(superAdmin)).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(await unreadCount(superAdmin)).toBe(0);
    expect((await call('PATCH', '/notifications/read-all', superAdmin)).json()).toEqual({ count: 0 });
  });
});

describe('POST /notifications', () => {
  it('sends to one user of the tenant: only that user sees it, upper-case type, answered 201 with the count', async () => {
    await clear();
    const res = await send({ userId: staffId, type: 'success', title: 'Stock counted', message: 'All shelves done', link: '/items' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ count: 1 });
    const page = await list(staff);
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
    expect((await list(admin)).total).toBe(0);
    expect((await list(other)).total).toBe(0);
  });

  it('accepts every type in both cases and defaults to INFO', async () => {
    await clear();
    for (const type of ['INFO', 'warning', 'SUCCESS', 'error', 'action_required']) {
      expect((await send({ userId: staffId, type, title: type, message: 'm' })).statusCode).toBe(201);
    }
    await send({ userId: staffId, title: 'no type', message: 'm' });
    const types = (await list(staff)).items.map((n: { type: string }) => n.type).sort();
    expect(types).toEqual(['ACTION_REQUIRED', 'ERROR', 'INFO', 'INFO', 'SUCCESS', 'WARNING']);
  });

  it('sends to all active users of the tenant and no one else', async () => {
    await clear();
    const res = await send({ allUsers: true, type: 'INFO', title: 'Closed on Monday', message: 'Holiday' });
    expect(res.json()).toEqual({ count: 2 });
    expect((await list(admin)).total).toBe(1);
    expect((await list(staff)).total).toBe(1);
    expect((await list(other)).total).toBe(0);
  });

  it('refuses bad input with 400 and field details, storing nothing', async () => {
    await clear();
    const cases: Array<[object, string]> = [
      [{ userId: staffId, type: 'urgent', title: 't', message: 'm' }, 'type'],
      [{ userId: staffId, type: 'Info', title: 't', message: 'm' }, 'type'],
      [{ userId: staffId, title: '  ', message: 'm' }, 'title'],
      [{ userId: staffId, title: 't' }, 'message'],
      [{ userId: staffId, title: 'x'.repeat(201), message: 'm' }, 'title'],
      [{ title: 't', message: 'm' }, 'userId'],
      [{ userId: staffId, allUsers: true, title: 't', message: 'm' }, 'userId'],
      [{ userId: 'not-a-uuid', title: 't', message: 'm' }, 'userId'],
      [{ userId: staffId, title: 't', message: 'm', link: 'https://evil.example.com' }, 'link'],
      [{ userId: staffId, title: 't', message: 'm', link: '//evil.example.com' }, 'link'],
      [{ userId: staffId, title: 't', message: 'm', expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
      [{ userId: staffId, title: 't', message: 'm', expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ userId: staffId, title: 't', message: 'm', extra: 1 }, 'body'],
    ];
    for (const [payload, path] of cases) {
      const res = await send(payload);
      expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(errorOf(res).paths, JSON.stringify(payload)).toContain(path);
    }
    expect(res400Message(await send({ userId: staffId, title: '', message: 'm' }))).toBe('This field is required');
    expect((await list(staff)).total).toBe(0);
  });

  it('answers 404 for a user of another tenant, exactly as for one that does not exist', async () => {
    const foreign = await send({ userId: otherId, title: 't', message: 'm' });
    const missing = await send({ userId: '0190f000-0000-7000-8000-0000000000ff', title: 't', message: 'm' });
    expect(errorOf(foreign)).toEqual({ status: 404, code: 'NOT_FOUND', paths: undefined });
    expect(foreign.json()).toEqual(missing.json());
    expect((await list(other)).total).toBe(0);
  });

  it('writes an audit event with the sender', async () => {
    await send({ userId: staffId, title: 'Audited', message: 'm' });
    const events = await selectAuditEvents(t.deps.db, tenantA);
    expect(events.at(-1)).toMatchObject({ action: 'notification.sent', actorUserId: adminId, target: staffId });
  });
});

function res400Message(res: { json: () => { error: { details: Array<{ message: string }> } } }) {
  return res.json().error.details[0]?.message;
}

describe('GET /notifications and /notifications/unread', () => {
  it('pages newest first with page 1 and 20 by default', async () => {
    await clear();
    for (let i = 1; i <= 25; i++) await send({ userId: staffId, title: `n${i}`, message: 'm' });
    const first = await list(staff);
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe('n25');
    const second = await list(staff, '?page=2');
    expect(second.items.map((n: { title: string }) => n.title)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect((await list(staff, '?page=2&pageSize=10')).items[0].title).toBe('n15');
    expect((await list(staff, '?page=9')).items).toEqual([]);
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['?page=0', '?page=abc', '?pageSize=0', '?pageSize=101', '?pageSize=2.5']) {
      expect(errorOf(await call('GET', `/notifications${query}`, staff)).status, query).toBe(400);
      expect(errorOf(await call('GET', `/notifications/unread${query}`, staff)).status, query).toBe(400);
    }
  });

  it('lists and counts the unread only', async () => {
    await clear();
    for (let i = 1; i <= 7; i++) await send({ userId: staffId, title: `n${i}`, message: 'm' });
    const first = (await list(staff)).items[0];
    await call('PATCH', `/notifications/${first.id}/read`, staff);
    const unread = (await call('GET', '/notifications/unread?pageSize=5', staff)).json();
    expect(unread).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(unread.items).toHaveLength(5);
    expect(unread.items.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
    expect(await unreadCount(staff)).toBe(6);
    expect(await unreadCount(admin)).toBe(0);
  });

  it('hides expired notifications before the clean-up removes them', async () => {
    await clear();
    await send({ userId: staffId, title: 'soon gone', message: 'm', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await unreadCount(staff)).toBe(1);
    await t.deps.db
      .updateTable('notification')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect(await unreadCount(staff)).toBe(0);
    expect((await list(staff)).total).toBe(0);
  });
});

describe('PATCH /notifications/{id}/read and /notifications/read-all', () => {
  it('marks one read, once: a second call answers the same moment', async () => {
    await clear();
    await send({ userId: staffId, title: 'a', message: 'm' });
    const [item] = (await list(staff)).items;
    const res = await call('PATCH', `/notifications/${item.id}/read`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, isRead: true });
    expect(res.json().readAt).toBeTruthy();
    const again = await call('PATCH', `/notifications/${item.id}/read`, staff);
    expect(again.json().readAt).toBe(res.json().readAt);
    expect(await unreadCount(staff)).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unread; 400 for a malformed id", async () => {
    await clear();
    await send({ userId: staffId, title: 'mine', message: 'm' });
    const [item] = (await list(staff)).items;
    expect(errorOf(await call('PATCH', `/notifications/${item.id}/read`, admin))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await unreadCount(staff)).toBe(1);
    expect(errorOf(await call('PATCH', '/notifications/nope/read', staff))).toMatchObject({ status: 400, paths: ['id'] });
  });

  it("marks all of the user's own read, and answers how many", async () => {
    await clear();
    await send({ allUsers: true, title: 'all', message: 'm' });
    await send({ userId: staffId, title: 'one more', message: 'm' });
    expect((await call('PATCH', '/notifications/read-all', staff)).json()).toEqual({ count: 2 });
    expect(await unreadCount(staff)).toBe(0);
    expect(await unreadCount(admin)).toBe(1);
    expect((await call('PATCH', '/notifications/read-all', staff)).json()).toEqual({ count: 0 });
  });
});

describe('GET /notifications/recipients', () => {
  it("lists the tenant's active users, and only them", async () => {
    const res = await call('GET', '/notifications/recipients', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((r: { email: string }) => r.email)).toEqual(['admin@demo.example.com', 'staff@demo.example.com']);
    expect(res.json().items[1]).toEqual({ id: staffId, email: 'staff@demo.example.com', firstName: 'Sem', lastName: 'Jansen' });
  });
});

describe('DELETE /notifications/expired and /notifications/old', () => {
  const ageAll = (days: number, title: string) =>
    t.deps.db
      .updateTable('notification')
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where('title', '=', title)
      .execute();

  it("removes the tenant's expired ones, of every user, and no other tenant's", async () => {
    await clear();
    const later = new Date(Date.now() + 60_000).toISOString();
    await send({ allUsers: true, title: 'expiring', message: 'm', expiresAt: later });
    await send({ userId: staffId, title: 'staying', message: 'm' });
    await send({ userId: otherId, title: 'other tenant', message: 'm', expiresAt: later }, other);
    await t.deps.db
      .updateTable('notification')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('expiresAt', 'is not', null)
      .execute();
    expect((await call('DELETE', '/notifications/expired', admin)).json()).toEqual({ count: 2 });
    expect((await t.deps.db.selectFrom('notification').select('title').orderBy('title').execute()).map((r) => r.title)).toEqual([
      'other tenant',
      'staying',
    ]);
  });

  it('removes those older than the given days (30 by default), read or not', async () => {
    await clear();
    await send({ userId: staffId, title: 'old', message: 'm' });
    await send({ userId: staffId, title: 'middle', message: 'm' });
    await send({ userId: staffId, title: 'new', message: 'm' });
    await ageAll(40, 'old');
    await ageAll(10, 'middle');
    expect((await call('DELETE', '/notifications/old', admin)).json()).toEqual({ count: 1 });
    expect((await call('DELETE', '/notifications/old?days=5', admin)).json()).toEqual({ count: 1 });
    expect((await list(staff)).items.map((n: { title: string }) => n.title)).toEqual(['new']);
    for (const days of ['0', '-1', 'x', '3651']) {
      expect(errorOf(await call('DELETE', `/notifications/old?days=${days}`, admin))).toMatchObject({ status: 400, paths: ['days'] });
    }
  });
});

describe('tenant isolation', () => {
  it("keeps tenant A's notification from tenant B: not listed, not counted, not marked, not deleted", async () => {
    await clear();
    await send({ userId: staffId, title: 'tenant A only', message: 'm' });
    const [item] = (await list(staff)).items;
    // A user of tenant B with users:write: the widest rights there are outside tenant A.
    expect((await list(other)).total).toBe(0);
    expect(await unreadCount(other)).toBe(0);
    expect(errorOf(await call('PATCH', `/notifications/${item.id}/read`, other))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await call('PATCH', '/notifications/read-all', other)).json()).toEqual({ count: 0 });
    await t.deps.db
      .updateTable('notification')
      .set({ createdAt: new Date(Date.now() - 90 * 86_400_000) })
      .execute();
    expect((await call('DELETE', '/notifications/old?days=1', other)).json()).toEqual({ count: 0 });
    expect((await call('DELETE', '/notifications/expired', other)).json()).toEqual({ count: 0 });

    const rows = await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) => tx.selectFrom('notification').selectAll().execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: item.id, isRead: false, title: 'tenant A only' });
  });
});
