import type { BulkResult, TenantUser, TenantUserPage } from '@wb/contract/tenant-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditOf, newUser, signedInApi, tenantIdByName, userIdByEmail } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Api;
let otherAdmin: Api;
let staff: Api;
let superAdmin: Api;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInApi(t.app, 'admin@demo.example.com');
  otherAdmin = await signedInApi(t.app, 'admin@other.example.com');
  staff = await signedInApi(t.app, 'staff@demo.example.com');
  superAdmin = await signedInApi(t.app, 'super@example.com');
  adminId = await userIdByEmail(t.deps.db, 'admin@demo.example.com');
});
afterAll(() => t.close());

async function create(api: Api, email: string, extra: Record<string, unknown> = {}) {
  const res = await api.post<TenantUser>('/tenant-users', newUser(email, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const statusOf = async (api: Api, id: string) => (await api.get<TenantUser>(`/tenant-users/${id}`)).body.status;

describe('POST /tenant-users/bulk/update-status', () => {
  it('deactivates and activates several users at once', async () => {
    const a = await create(admin, 'bulk.a@demo.example.com');
    const b = await create(admin, 'bulk.b@demo.example.com');
    const off = await admin.post<BulkResult>('/tenant-users/bulk/update-status', { userIds: [a.id, b.id], isActive: false });
    expect(off).toMatchObject({ status: 200, body: { count: 2 } });
    expect([await statusOf(admin, a.id), await statusOf(admin, b.id)]).toEqual(['inactive', 'inactive']);
    await admin.post('/tenant-users/bulk/update-status', { userIds: [a.id, b.id], isActive: true });
    expect(await statusOf(admin, a.id)).toBe('active');
  });

  it('changes nothing when one is refused, and says which and why', async () => {
    const a = await create(admin, 'bulk.c@demo.example.com');
    const res = await admin.post('/tenant-users/bulk/update-status', { userIds: [a.id, adminId], isActive: false });
    expect(res.status).toBe(409);
    expect(res.body.error?.details).toMatchObject([{ path: 'userIds.1', message: 'You cannot deactivate yourself' }]);
    expect(await statusOf(admin, a.id)).toBe('active');
  });

  it("answers 404 for another tenant's id, listing it, and changes nothing", async () => {
    const mine = await create(admin, 'bulk.d@demo.example.com');
    const theirs = await create(otherAdmin, 'bulk.e@other.example.com');
    const res = await admin.post('/tenant-users/bulk/update-status', { userIds: [mine.id, theirs.id], isActive: false });
    expect(res.status).toBe(404);
    expect(res.body.error?.details).toMatchObject([{ path: 'userIds.1', message: 'User not found' }]);
    expect(await statusOf(admin, mine.id)).toBe('active');
    expect(await statusOf(otherAdmin, theirs.id)).toBe('active');
  });

  it('refuses bad input and users without users:write', async () => {
    expect((await admin.post('/tenant-users/bulk/update-status', { userIds: [], isActive: false })).status).toBe(400);
    const dup = await admin.post('/tenant-users/bulk/update-status', { userIds: [adminId, adminId], isActive: true });
    expect(dup.status).toBe(400);
    expect((await admin.post('/tenant-users/bulk/update-status', { userIds: ['nope'], isActive: true })).status).toBe(400);
    expect((await staff.post('/tenant-users/bulk/update-status', { userIds: [adminId], isActive: true })).status).toBe(403);
  });

  it('lets a super admin change users of several tenants, audited in each', async () => {
    const a = await create(admin, 'bulk.f@demo.example.com');
    const b = await create(otherAdmin, 'bulk.g@other.example.com');
    const res = await superAdmin.post<BulkResult>('/tenant-users/bulk/update-status', { userIds: [a.id, b.id], isActive: false });
    expect(res.body.count).toBe(2);
    for (const [name, id] of [
      ['Demo Groothandel B.V.', a.id],
      ['Andere Handel B.V.', b.id],
    ] as const) {
      const events = await auditOf(t.deps.db, await tenantIdByName(t.deps.db, name));
      expect(events.some((e) => e.target === id && e.action === 'tenant_user.updated' && e.details.bySuperAdmin === true)).toBe(true);
    }
  });
});

describe('POST /tenant-users/bulk/delete and DELETE /tenant-users/{id}', () => {
  it('deletes users and frees their e-mail addresses', async () => {
    const a = await create(admin, 'gone.a@demo.example.com');
    const b = await create(admin, 'gone.b@demo.example.com');
    const res = await admin.post<BulkResult>('/tenant-users/bulk/delete', { userIds: [a.id, b.id] });
    expect(res.body.count).toBe(2);
    expect((await admin.get(`/tenant-users/${a.id}`)).status).toBe(404);
    await create(admin, 'gone.a@demo.example.com');
    const events = await auditOf(t.deps.db, await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.'));
    expect(events.filter((e) => e.action === 'tenant_user.deleted').map((e) => e.target)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('refuses deleting oneself, and the last active admin', async () => {
    const a = await create(admin, 'gone.c@demo.example.com');
    const res = await admin.post('/tenant-users/bulk/delete', { userIds: [adminId, a.id] });
    expect(res.status).toBe(409);
    expect(res.body.error?.details).toMatchObject([{ path: 'userIds.0', message: 'You cannot delete yourself' }]);
    expect(await statusOf(admin, a.id)).toBe('active');
    const onlyAdmin = await userIdByEmail(t.deps.db, 'admin@other.example.com');
    const bySuper = await superAdmin.delete(`/tenant-users/${onlyAdmin}`);
    expect(bySuper.status).toBe(409);
    expect(bySuper.body.error?.message).toBe('A company must keep at least one active company admin');
  });

  it('leaves whom a deleted user managed without a manager, deleted alone or together', async () => {
    const boss = await create(admin, 'gone.boss@demo.example.com');
    const worker = await create(admin, 'gone.worker@demo.example.com', { managerId: boss.id });
    expect((await admin.delete(`/tenant-users/${boss.id}`)).status).toBe(200);
    const kept = (await admin.get<TenantUser>(`/tenant-users/${worker.id}`)).body;
    expect(kept).toMatchObject({ status: 'active', managerId: null, managerName: null });
    const chief = await create(admin, 'gone.chief@demo.example.com');
    const deputy = await create(admin, 'gone.deputy@demo.example.com', { managerId: chief.id });
    const res = await admin.post<BulkResult>('/tenant-users/bulk/delete', { userIds: [chief.id, deputy.id] });
    expect(res.body.count).toBe(2);
  });

  it('lets a second admin go while another active admin remains', async () => {
    const second = await create(admin, 'second.admin@demo.example.com', { role: 'TENANT_ADMIN' });
    expect((await admin.delete(`/tenant-users/${second.id}`)).status).toBe(200);
  });

  it('refuses users without users:delete', async () => {
    const a = await create(admin, 'gone.d@demo.example.com');
    expect((await staff.post('/tenant-users/bulk/delete', { userIds: [a.id] })).status).toBe(403);
    expect((await staff.delete(`/tenant-users/${a.id}`)).status).toBe(403);
  });
});

describe('tenant isolation: a user of tenant A, seen from tenant B', () => {
  let user: TenantUser;
  beforeAll(async () => {
    user = await create(admin, 'isolated@demo.example.com', { salary: '4100.00' });
  });

  it('is not found when read, changed, reset or deleted, and stays unchanged', async () => {
    expect((await otherAdmin.get(`/tenant-users/${user.id}`)).status).toBe(404);
    const body = { ...newUser('hijacked@other.example.com'), isActive: false, password: undefined };
    expect((await otherAdmin.put(`/tenant-users/${user.id}`, body)).status).toBe(404);
    expect((await otherAdmin.post(`/tenant-users/${user.id}/reset-password`, { newPassword: 'Overgenomen!1' })).status).toBe(404);
    expect((await otherAdmin.post(`/tenant-users/${user.id}/resend-invitation`)).status).toBe(404);
    expect((await otherAdmin.delete(`/tenant-users/${user.id}`)).status).toBe(404);
    expect((await otherAdmin.post('/tenant-users/bulk/delete', { userIds: [user.id] })).status).toBe(404);
    const list = await otherAdmin.get<TenantUserPage>('/tenant-users?q=isolated');
    expect(list.body.total).toBe(0);
    const after = await admin.get<TenantUser>(`/tenant-users/${user.id}`);
    expect(after.body).toMatchObject({ email: 'isolated@demo.example.com', status: 'active', salary: '4100.00' });
    await signedInApi(t.app, 'isolated@demo.example.com', 'Welkom-Terug!2345');
  });

  it('cannot be named as a manager in tenant B', async () => {
    const res = await otherAdmin.post('/tenant-users', newUser('x@other.example.com', { managerId: user.id }));
    expect(res.status).toBe(400);
  });
});
