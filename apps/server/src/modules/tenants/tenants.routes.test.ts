import type { DeleteTenantResult, TenantDetail, TenantPage, TenantStatistics } from '@wb/contract/tenants';
import type { TenantUserPage } from '@wb/contract/tenant-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { type Api, apiAs, auditOf, newUser, signedInApi, tenantIdByName } from '../../../test/api-client';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let superAdmin: Api;
let admin: Api;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signedInApi(t.app, 'super@example.com');
  admin = await signedInApi(t.app, 'admin@demo.example.com');
});
afterAll(() => t.close());

async function createTenant(name: string, extra: Record<string, unknown> = {}) {
  const res = await superAdmin.post<TenantDetail>('/tenants', { name, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const adminOf = (email: string) => ({ firstName: 'Eerste', lastName: 'Beheerder', email, password: 'Beheer-Kantoor!2345' });

describe('GET /tenants', () => {
  it('lists tenants with user and account counts, searchable and filtered by status', async () => {
    const res = await superAdmin.get<TenantPage>('/tenants');
    expect(res.status).toBe(200);
    const demo = res.body.items.find((x) => x.name === 'Demo Groothandel B.V.');
    expect(demo).toMatchObject({ userCount: 2, accountCount: 0, subscriptionStatus: 'active' });
    await createTenant('Proef Trading', { subscriptionStatus: 'trial' });
    const trial = await superAdmin.get<TenantPage>('/tenants?status=trial');
    expect(trial.body.items.map((x) => x.name)).toEqual(['Proef Trading']);
    const search = await superAdmin.get<TenantPage>('/tenants?q=andere');
    expect(search.body.items.map((x) => x.name)).toEqual(['Andere Handel B.V.']);
  });

  it('is for the super admin only', async () => {
    expect((await admin.get('/tenants')).status).toBe(403);
    expect((await admin.get('/tenants/statistics')).status).toBe(403);
    expect((await apiAs(t.app, null).get('/tenants')).status).toBe(401);
    expect((await superAdmin.get('/tenants?status=gone')).status).toBe(400);
  });
});

describe('POST /tenants', () => {
  it('creates a tenant with its first admin, who can sign in; all audited in the new tenant', async () => {
    const tenant = await createTenant('Nieuwe Groothandel', { admin: adminOf('first@nieuw.example.com') });
    expect(tenant).toMatchObject({ name: 'Nieuwe Groothandel', userCount: 1, adminCount: 1, subscriptionStatus: 'active' });
    const session = await signIn(t.app, 'first@nieuw.example.com', 'Beheer-Kantoor!2345');
    expect(session.user).toMatchObject({ role: 'TENANT_ADMIN', tenantName: 'Nieuwe Groothandel' });
    const actions = (await auditOf(t.deps.db, tenant.id)).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['tenant.created', 'tenant_user.created']);
    const roles = await inTransaction(t.deps.db, { tenantId: tenant.id }, (tx) =>
      tx.selectFrom('tenantRolePermission').select('role').where('tenantId', '=', tenant.id).execute(),
    );
    expect(roles).toHaveLength(5);
  });

  it('invites the first admin by e-mail when no password is given', async () => {
    const tenant = await createTenant('Uitgenodigd B.V.', { admin: { ...adminOf('invited@uit.example.com'), password: undefined } });
    expect(tenant.invitedUserCount).toBe(1);
    const mail = await inTransaction(t.deps.db, { tenantId: tenant.id }, (tx) => tx.selectFrom('mailOutbox').selectAll().execute());
    expect(mail.map((m) => m.toAddress)).toEqual(['invited@uit.example.com']);
  });

  it('refuses a bad name, status or admin (400) and a taken admin e-mail (409, nothing made)', async () => {
    const bad = await superAdmin.post('/tenants', { name: ' ', subscriptionStatus: 'free' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.details?.map((d) => d.path)).toEqual(expect.arrayContaining(['name', 'subscriptionStatus']));
    const taken = await superAdmin.post('/tenants', { name: 'Dubbel B.V.', admin: adminOf('admin@demo.example.com') });
    expect(taken.status).toBe(409);
    expect((await superAdmin.get<TenantPage>('/tenants?q=Dubbel')).body.total).toBe(0);
  });
});

describe('GET and PATCH /tenants/{id}', () => {
  it('shows one tenant with its figures', async () => {
    const id = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
    const res = await superAdmin.get<TenantDetail>(`/tenants/${id}`);
    expect(res.body).toMatchObject({ userCount: 2, activeUserCount: 2, adminCount: 1, hasBusinessData: true });
    expect((await superAdmin.get(`/tenants/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await superAdmin.get('/tenants/not-an-id')).status).toBe(400);
  });

  it('suspending a tenant refuses its sign-ins ("account disabled") and ends its sessions', async () => {
    const tenant = await createTenant('Te Schorsen B.V.', { admin: adminOf('boss@schors.example.com') });
    const session = await signIn(t.app, 'boss@schors.example.com', 'Beheer-Kantoor!2345');
    const boss = apiAs(t.app, session.access_token);
    const res = await superAdmin.patch<TenantDetail>(`/tenants/${tenant.id}`, { subscriptionStatus: 'suspended', name: 'Geschorst B.V.' });
    expect(res.body).toMatchObject({ subscriptionStatus: 'suspended', name: 'Geschorst B.V.' });
    expect((await boss.get('/auth/me')).status).toBe(401);
    const refresh = await apiAs(t.app, null).post('/auth/refresh-token', { refreshToken: session.refreshToken });
    expect(refresh.status).toBe(401);
    const login = await apiAs(t.app, null).post('/auth/login', { email: 'boss@schors.example.com', password: 'Beheer-Kantoor!2345' });
    expect(login.status).toBe(403);
    expect(login.body.error?.message).toBe('Your account has been disabled. Contact your administrator.');
    const event = (await auditOf(t.deps.db, tenant.id)).find((e) => e.action === 'tenant.updated');
    expect(event?.details).toMatchObject({ subscriptionStatus: { from: 'active', to: 'suspended' } });
    await superAdmin.patch(`/tenants/${tenant.id}`, { subscriptionStatus: 'active' });
    await signIn(t.app, 'boss@schors.example.com', 'Beheer-Kantoor!2345');
  });

  it('refuses an empty change', async () => {
    const id = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
    expect((await superAdmin.patch(`/tenants/${id}`, {})).status).toBe(400);
  });
});

describe('DELETE /tenants/{id}, restore and erase', () => {
  it('erases a tenant without business data at once, its admin included', async () => {
    const tenant = await createTenant('Vergissing B.V.', { admin: adminOf('oops@vergissing.example.com') });
    const res = await superAdmin.delete<DeleteTenantResult>(`/tenants/${tenant.id}`);
    expect(res.body).toEqual({ outcome: 'erased' });
    expect((await superAdmin.get(`/tenants/${tenant.id}`)).status).toBe(404);
    expect(
      (await apiAs(t.app, null).post('/auth/login', { email: 'oops@vergissing.example.com', password: 'Beheer-Kantoor!2345' })).status,
    ).toBe(401);
    const kept = (await auditOf(t.deps.db, tenant.id)).map((e) => e.action);
    expect(kept.at(-1)).toBe('tenant.erased');
  });

  it('cancels a tenant with business data; it can be restored, or erased after typing its name', async () => {
    const tenant = await createTenant('Met Data B.V.', { admin: adminOf('boss@metdata.example.com') });
    const boss = await signedInApi(t.app, 'boss@metdata.example.com', 'Beheer-Kantoor!2345');
    expect((await boss.post('/tenant-users', newUser('worker@metdata.example.com'))).status).toBe(201);

    expect((await superAdmin.delete<DeleteTenantResult>(`/tenants/${tenant.id}`)).body).toEqual({ outcome: 'cancelled' });
    expect((await boss.get('/auth/me')).status).toBe(401);
    const restored = await superAdmin.post<TenantDetail>(`/tenants/${tenant.id}/restore`);
    expect(restored.body).toMatchObject({ subscriptionStatus: 'active', userCount: 2 });
    expect((await superAdmin.post(`/tenants/${tenant.id}/restore`)).status).toBe(409);

    expect((await superAdmin.post(`/tenants/${tenant.id}/erase`, { confirmName: 'Met Data B.V.' })).status).toBe(409);
    await superAdmin.delete(`/tenants/${tenant.id}`);
    const wrong = await superAdmin.post(`/tenants/${tenant.id}/erase`, { confirmName: 'Met Data' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.details?.[0]?.path).toBe('confirmName');
    const erased = await superAdmin.post<DeleteTenantResult>(`/tenants/${tenant.id}/erase`, { confirmName: 'Met Data B.V.' });
    expect(erased.body).toEqual({ outcome: 'erased' });
    expect((await superAdmin.get<TenantUserPage>('/tenant-users?q=metdata')).body.total).toBe(0);
    const platform = await auditOf(t.deps.db, '00000000-0000-0000-0000-000000000000');
    expect(platform.some((e) => e.action === 'tenant.erased' && e.target === tenant.id)).toBe(true);
  });

  it('is for the super admin only', async () => {
    const id = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
    expect((await admin.delete(`/tenants/${id}`)).status).toBe(403);
    expect((await superAdmin.get<TenantDetail>(`/tenants/${id}`)).body.subscriptionStatus).toBe('active');
  });
});

describe('GET /tenants/statistics', () => {
  it('counts tenants per status, users and accounts, and growth per month', async () => {
    const res = await superAdmin.get<TenantStatistics>('/tenants/statistics');
    expect(res.status).toBe(200);
    const list = await superAdmin.get<TenantPage>('/tenants?pageSize=200');
    expect(res.body.total).toBe(list.body.total);
    expect(res.body.byStatus.trial).toBe(1);
    expect(res.body.users).toBe(list.body.items.reduce((sum, x) => sum + x.userCount, 0));
    expect(res.body.growth).toHaveLength(12);
    expect(res.body.growth.at(-1)?.tenants).toBe(res.body.total);
  });
});
