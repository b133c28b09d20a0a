import type { LoginResponse, SessionUser } from '@wb/contract/auth';
import type { RolePermissions, RolePermissionsList } from '@wb/contract/role-permissions';
import { defaultRolePermissions } from '@wb/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditOf, newUser, signedInApi, tenantIdByName } from '../../../test/api-client';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Api;
let staff: Api;
let otherAdmin: Api;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInApi(t.app, 'admin@demo.example.com');
  staff = await signedInApi(t.app, 'staff@demo.example.com');
  otherAdmin = await signedInApi(t.app, 'admin@other.example.com');
});
afterAll(() => t.close());

describe('GET /role-permissions', () => {
  it("shows each tenant role's matrix, the defaults until changed", async () => {
    const res = await admin.get<RolePermissionsList>('/role-permissions');
    expect(res.status).toBe(200);
    expect(res.body.items.map((r) => r.role)).toEqual(['admin', 'accountant', 'sales', 'support', 'guest']);
    const sales = res.body.items.find((r) => r.role === 'sales');
    expect(sales).toMatchObject({ isDefault: true, permissions: defaultRolePermissions.sales });
  });

  it('is refused without users:admin', async () => {
    expect((await staff.get('/role-permissions')).status).toBe(403);
  });
});

describe('PUT /role-permissions/{role}', () => {
  it('takes effect on the next request, reaches the session user, and is audited', async () => {
    expect((await staff.get('/tenant-users')).status).toBe(403);
    const res = await admin.put<RolePermissions>('/role-permissions/sales', { permissions: { orders: 'write', users: 'read' } });
    expect(res.body).toMatchObject({ role: 'sales', isDefault: false, permissions: { orders: 'write', users: 'read' } });
    expect((await staff.get('/tenant-users')).status).toBe(200);
    expect((await staff.get<SessionUser>('/auth/me')).body.permissions).toEqual({ orders: 'write', users: 'read' });
    const login: LoginResponse = await signIn(t.app, 'staff@demo.example.com');
    expect(login.user.permissions).toEqual({ orders: 'write', users: 'read' });
    const event = (await auditOf(t.deps.db, await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.'))).find(
      (e) => e.action === 'role_permissions.updated',
    );
    expect(event?.details).toMatchObject({ role: 'sales', after: { orders: 'write', users: 'read' } });
  });

  it('belongs to its tenant: the same role elsewhere keeps the defaults', async () => {
    const other = await otherAdmin.get<RolePermissionsList>('/role-permissions');
    expect(other.body.items.find((r) => r.role === 'sales')?.isDefault).toBe(true);
  });

  it('resets to the defaults', async () => {
    const res = await admin.post<RolePermissions>('/role-permissions/sales/reset');
    expect(res.body).toMatchObject({ isDefault: true, permissions: defaultRolePermissions.sales });
    expect((await staff.get('/tenant-users')).status).toBe(403);
  });

  it('refuses an unknown role, area or level (400)', async () => {
    expect((await admin.put('/role-permissions/TENANT_ADMIN', { permissions: {} })).status).toBe(400);
    expect((await admin.put('/role-permissions/sales', { permissions: { cars: 'read' } })).status).toBe(400);
    expect((await admin.put('/role-permissions/sales', { permissions: { orders: 'all' } })).status).toBe(400);
  });

  it('lets nobody grant more than they hold', async () => {
    await admin.put('/role-permissions/admin', { permissions: { users: 'admin', orders: 'read' } });
    expect((await admin.post('/tenant-users', newUser('office@demo.example.com', { role: 'admin' }))).status).toBe(201);
    const office = await signedInApi(t.app, 'office@demo.example.com', 'Welkom-Terug!2345');
    const res = await office.put('/role-permissions/admin', { permissions: { users: 'admin', orders: 'admin' } });
    expect(res.status).toBe(403);
    expect((await office.put('/role-permissions/guest', { permissions: { orders: 'read' } })).status).toBe(200);
  });
});
