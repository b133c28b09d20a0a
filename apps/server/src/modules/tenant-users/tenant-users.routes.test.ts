import type { TenantUser, TenantUserPage } from '@wb/contract/tenant-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, auditOf, lastEvent, newUser, signedInApi, tenantIdByName } from '../../../test/api-client';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Api;
let staff: Api;
let otherAdmin: Api;
let superAdmin: Api;
let demoTenant: string;
let otherTenant: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInApi(t.app, 'admin@demo.example.com');
  staff = await signedInApi(t.app, 'staff@demo.example.com');
  otherAdmin = await signedInApi(t.app, 'admin@other.example.com');
  superAdmin = await signedInApi(t.app, 'super@example.com');
  demoTenant = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
  otherTenant = await tenantIdByName(t.deps.db, 'Andere Handel B.V.');
});
afterAll(() => t.close());

async function create(api: Api, email: string, extra: Record<string, unknown> = {}) {
  const res = await api.post<TenantUser>('/tenant-users', newUser(email, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('GET /tenant-users', () => {
  it("lists the admin's own tenant only, with personal fields for users:admin", async () => {
    const res = await admin.get<TenantUserPage>('/tenant-users');
    expect(res.status).toBe(200);
    expect(res.body.items.every((u) => u.tenantId === demoTenant)).toBe(true);
    expect(res.body.items.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@demo.example.com', 'staff@demo.example.com']));
    expect(res.body.items[0]).toHaveProperty('salary');
    expect(res.body.items[0]?.status).toBe('active');
  });

  it('searches and filters by status and role', async () => {
    await create(admin, 'search.me@demo.example.com', { department: 'Magazijn' });
    const found = await admin.get<TenantUserPage>('/tenant-users?q=magazijn');
    expect(found.body.items.map((u) => u.email)).toEqual(['search.me@demo.example.com']);
    const admins = await admin.get<TenantUserPage>('/tenant-users?role=TENANT_ADMIN');
    expect(admins.body.items.map((u) => u.email)).toEqual(['admin@demo.example.com']);
    const invited = await admin.get<TenantUserPage>('/tenant-users?status=invited');
    expect(invited.body.total).toBe(0);
  });

  it('refuses a user without users:read (403), a visitor (401) and a bad filter (400)', async () => {
    expect((await staff.get('/tenant-users')).status).toBe(403);
    expect((await apiAs(t.app, null).get('/tenant-users')).status).toBe(401);
    const bad = await admin.get('/tenant-users?status=sleeping');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.details?.[0]?.path).toBe('status');
  });

  it("answers 404 when a tenant admin names another tenant's id", async () => {
    expect((await admin.get(`/tenant-users?tenantId=${otherTenant}`)).status).toBe(404);
  });

  it('shows a super admin every tenant, or one tenant by filter or path', async () => {
    const all = await superAdmin.get<TenantUserPage>('/tenant-users?pageSize=200');
    expect(new Set(all.body.items.map((u) => u.tenantId))).toEqual(new Set([demoTenant, otherTenant]));
    const one = await superAdmin.get<TenantUserPage>(`/tenant-users?tenantId=${otherTenant}`);
    expect(one.body.items.map((u) => u.email)).toEqual(['admin@other.example.com']);
    const byPath = await superAdmin.get<TenantUserPage>(`/tenant-users/tenant/${otherTenant}`);
    expect(byPath.body.items.map((u) => u.tenantName)).toEqual(['Andere Handel B.V.']);
    expect((await admin.get(`/tenant-users/tenant/${demoTenant}`)).status).toBe(403);
  });
});

describe('POST /tenant-users', () => {
  it('creates a user who can sign in, and audits it', async () => {
    const user = await create(admin, 'new.user@demo.example.com', { salary: '2500.50', hireDate: '2024-03-01', phone: '+31 6 12345678' });
    expect(user).toMatchObject({ status: 'active', role: 'sales', salary: '2500.50', hireDate: '2024-03-01', tenantId: demoTenant });
    const session = await signIn(t.app, 'new.user@demo.example.com', 'Welkom-Terug!2345');
    expect(session.user.role).toBe('sales');
    const events = await auditOf(t.deps.db, demoTenant);
    expect(events.find((e) => e.action === 'tenant_user.created' && e.target === user.id)).toBeTruthy();
  });

  it('refuses an e-mail address in use in any tenant with 409', async () => {
    const res = await admin.post('/tenant-users', newUser('admin@other.example.com'));
    expect(res.status).toBe(409);
    expect(res.body.error?.details).toMatchObject([{ path: 'email', message: 'This email address is already in use' }]);
  });

  it('refuses bad input with 400 and field details', async () => {
    const res = await admin.post('/tenant-users', newUser('short@demo.example.com', { password: 'short', firstName: '', salary: 2500 }));
    expect(res.status).toBe(400);
    const paths = res.body.error?.details?.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['password', 'firstName', 'salary']));
    expect(res.body.error?.details?.find((d) => d.path === 'password')?.message).toBe('Minimum 8 characters required');
  });

  it('checks the manager: a colleague of the same tenant', async () => {
    const boss = await create(admin, 'boss@demo.example.com');
    const user = await create(admin, 'worker@demo.example.com', { managerId: boss.id });
    expect(user.managerName).toBe('Test boss');
    const foreignBoss = (await otherAdmin.get<TenantUserPage>('/tenant-users')).body.items[0]?.id;
    const res = await admin.post('/tenant-users', newUser('worker2@demo.example.com', { managerId: foreignBoss }));
    expect(res.status).toBe(400);
    expect(res.body.error?.details?.[0]?.path).toBe('managerId');
  });

  it('refuses a user without users:write (403), before reading the body', async () => {
    expect((await staff.post('/tenant-users', newUser('x@demo.example.com'))).status).toBe(403);
  });
});

describe('a role with users:write but not users:admin (the default admin role)', () => {
  let officeAdmin: Api;
  beforeAll(async () => {
    await create(admin, 'office@demo.example.com', { role: 'admin' });
    officeAdmin = await signedInApi(t.app, 'office@demo.example.com', 'Welkom-Terug!2345');
  });

  it('does not see salary, hire date or phone, nor set them', async () => {
    const list = await officeAdmin.get<TenantUserPage>('/tenant-users');
    expect(list.status).toBe(200);
    expect(list.body.items[0]).not.toHaveProperty('salary');
    expect(list.body.items[0]).not.toHaveProperty('phone');
    const res = await officeAdmin.post('/tenant-users', newUser('paid@demo.example.com', { salary: '9999.00' }));
    expect(res.status).toBe(403);
    expect(res.body.error?.details?.[0]?.path).toBe('salary');
  });

  it('cannot give or touch the TENANT_ADMIN role, nor reset passwords', async () => {
    expect((await officeAdmin.post('/tenant-users', newUser('boss2@demo.example.com', { role: 'TENANT_ADMIN' }))).status).toBe(403);
    const adminId = (await admin.get<TenantUserPage>('/tenant-users?role=TENANT_ADMIN')).body.items[0]?.id;
    expect((await officeAdmin.post('/tenant-users/bulk/update-status', { userIds: [adminId], isActive: false })).status).toBe(403);
    expect((await officeAdmin.post(`/tenant-users/${adminId}/reset-password`, { newPassword: 'Overgenomen!1' })).status).toBe(403);
  });

  it('may create a user of a role within its own rights', async () => {
    expect((await officeAdmin.post('/tenant-users', newUser('clerk@demo.example.com', { role: 'guest' }))).status).toBe(201);
  });
});

describe('GET and PUT /tenant-users/{id}', () => {
  it('changes a user; personal fields left out stay as they were', async () => {
    const user = await create(admin, 'edit.me@demo.example.com', { salary: '3000.00', department: 'Inkoop' });
    const res = await admin.put<TenantUser>(`/tenant-users/${user.id}`, {
      firstName: 'Eddy',
      lastName: 'Edit',
      email: 'eddy@demo.example.com',
      role: 'accountant',
      isActive: true,
      position: 'Boekhouder',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Eddy', email: 'eddy@demo.example.com', role: 'accountant', salary: '3000.00' });
    expect(res.body).toMatchObject({ department: 'Inkoop', position: 'Boekhouder' });
    const events = await auditOf(t.deps.db, demoTenant);
    const updated = lastEvent(events, (e) => e.action === 'tenant_user.updated' && e.target === user.id);
    expect(updated?.details).toMatchObject({ changed: expect.arrayContaining(['firstName', 'email', 'role', 'position']) });
  });

  it('refuses an admin deactivating or demoting themselves', async () => {
    const me = (await admin.get<TenantUserPage>('/tenant-users?role=TENANT_ADMIN')).body.items[0] as TenantUser;
    const body = { firstName: me.firstName, lastName: me.lastName, email: me.email, role: me.role, isActive: true };
    expect((await admin.put(`/tenant-users/${me.id}`, { ...body, isActive: false })).status).toBe(409);
    expect((await admin.put(`/tenant-users/${me.id}`, { ...body, role: 'sales' })).status).toBe(409);
    expect((await admin.delete(`/tenant-users/${me.id}`)).status).toBe(409);
  });

  it('refuses taking the last active TENANT_ADMIN away, even for a super admin', async () => {
    const only = (await otherAdmin.get<TenantUserPage>('/tenant-users')).body.items[0] as TenantUser;
    const body = { firstName: only.firstName, lastName: only.lastName, email: only.email, role: 'sales', isActive: true };
    const res = await superAdmin.put(`/tenant-users/${only.id}`, body);
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe('A company must keep at least one active company admin');
  });

  it('refuses a manager cycle', async () => {
    const a = await create(admin, 'cycle.a@demo.example.com');
    const b = await create(admin, 'cycle.b@demo.example.com', { managerId: a.id });
    const res = await admin.put(`/tenant-users/${a.id}`, { ...newUser(a.email), isActive: true, managerId: b.id, password: undefined });
    expect(res.status).toBe(400);
    expect(res.body.error?.details?.[0]?.path).toBe('managerId');
  });

  it('ends the sessions of a deactivated user at once, and refuses their sign-in', async () => {
    const user = await create(admin, 'leaver@demo.example.com');
    const session = await signIn(t.app, 'leaver@demo.example.com', 'Welkom-Terug!2345');
    const leaver = apiAs(t.app, session.access_token);
    expect((await leaver.get('/auth/me')).status).toBe(200);
    const res = await admin.put<TenantUser>(`/tenant-users/${user.id}`, { ...newUser(user.email), isActive: false, password: undefined });
    expect(res.body.status).toBe('inactive');
    expect((await leaver.get('/auth/me')).status).toBe(401);
    const again = await apiAs(t.app, null).post('/auth/login', { email: user.email, password: 'Welkom-Terug!2345' });
    expect(again.status).toBe(403);
    expect(again.body.error?.code).toBe('ACCOUNT_DISABLED');
  });
});

describe('POST /tenant-users/{id}/reset-password', () => {
  it('sets a new password, ends the user’s sessions and audits it', async () => {
    const user = await create(admin, 'forgetful@demo.example.com');
    const session = await signIn(t.app, user.email, 'Welkom-Terug!2345');
    const res = await admin.post(`/tenant-users/${user.id}/reset-password`, { newPassword: 'Nieuw-Dak!23456' });
    expect(res.status).toBe(200);
    expect((await apiAs(t.app, session.access_token).get('/auth/me')).status).toBe(401);
    expect((await apiAs(t.app, null).post('/auth/login', { email: user.email, password: 'Welkom-Terug!2345' })).status).toBe(401);
    await signIn(t.app, user.email, 'Nieuw-Dak!23456');
    expect((await auditOf(t.deps.db, demoTenant)).some((e) => e.action === 'tenant_user.password_reset' && e.target === user.id)).toBe(
      true,
    );
  });

  it('refuses a short password (400) and a user without users:admin (403)', async () => {
    const user = await create(admin, 'reset.rules@demo.example.com');
    const short = await admin.post(`/tenant-users/${user.id}/reset-password`, { newPassword: 'kort' });
    expect(short.status).toBe(400);
    expect(short.body.error?.details?.[0]).toMatchObject({ path: 'newPassword', message: 'Minimum 8 characters required' });
    expect((await staff.post(`/tenant-users/${user.id}/reset-password`, { newPassword: 'Lang genoeg!' })).status).toBe(403);
  });
});

describe('a super admin across tenants', () => {
  it('creates a user in the tenant it names, audited in that tenant as the super admin', async () => {
    const res = await superAdmin.post<TenantUser>('/tenant-users', newUser('made.by.super@other.example.com', { tenantId: otherTenant }));
    expect(res.status).toBe(201);
    expect(res.body.tenantId).toBe(otherTenant);
    const event = lastEvent(await auditOf(t.deps.db, otherTenant), (e) => e.action === 'tenant_user.created');
    expect(event).toMatchObject({ target: res.body.id, details: expect.objectContaining({ bySuperAdmin: true }) });
    const without = await superAdmin.post('/tenant-users', newUser('nowhere@example.com'));
    expect(without.status).toBe(400);
    expect(without.body.error?.details?.[0]?.path).toBe('tenantId');
  });

  it('reads and changes a user of any tenant by id', async () => {
    const user = await create(otherAdmin, 'seen.by.super@other.example.com');
    expect((await superAdmin.get<TenantUser>(`/tenant-users/${user.id}`)).body.email).toBe(user.email);
    const res = await superAdmin.put<TenantUser>(`/tenant-users/${user.id}`, {
      ...newUser(user.email),
      role: 'support',
      isActive: true,
      password: undefined,
    });
    expect(res.body.role).toBe('support');
    const event = lastEvent(await auditOf(t.deps.db, otherTenant), (e) => e.action === 'tenant_user.updated');
    expect(event?.details).toMatchObject({ bySuperAdmin: true, role: { from: 'sales', to: 'support' } });
  });
});
