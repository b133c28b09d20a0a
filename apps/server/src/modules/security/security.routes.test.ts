import { randomUUID } from 'node:crypto';
import type { AuditChain, AuditEvent, AuditEventPage, SecurityMetrics } from '@wb/contract/security';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, newUser, signedInApi, tenantIdByName, userIdByEmail } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { tamperAuditTrail } from '../../../test/test-audit';
import { inTransaction } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { todayInCompanyZone } from '@wb/domain/today';

let t: TestApp;
let admin: Api;
let staff: Api;
let otherAdmin: Api;
let superAdmin: Api;
let demoId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInApi(t.app, 'admin@demo.example.com');
  staff = await signedInApi(t.app, 'staff@demo.example.com');
  otherAdmin = await signedInApi(t.app, 'admin@other.example.com');
  superAdmin = await signedInApi(t.app, 'super@example.com');
  demoId = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
  // Events of our own making: two users created, so the trail has actions to filter on.
  await admin.post('/tenant-users', newUser('audit-one@demo.example.com'));
  await admin.post('/tenant-users', newUser('audit-two@demo.example.com'));
});
afterAll(() => t.close());

describe('GET /security/audit-trail', () => {
  it("lists the tenant's events, newest first, with who acted", async () => {
    const res = await admin.get<AuditEventPage>('/security/audit-trail?pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.total).toBeGreaterThanOrEqual(res.body.items.length);
    const seqs = res.body.items.map((e) => Number(e.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const created = res.body.items.find((e) => e.action === 'tenant_user.created');
    expect(created?.actorEmail).toBe('admin@demo.example.com');
  });

  it('filters by action (a prefix), user, entity and period, and pages', async () => {
    const adminId = await userIdByEmail(t.deps.db, 'admin@demo.example.com');
    const created = await admin.get<AuditEventPage>(`/security/audit-trail?action=tenant_user.created&userId=${adminId}`);
    expect(created.body.total).toBe(2);
    expect(created.body.items.every((e) => e.action === 'tenant_user.created' && e.actorUserId === adminId)).toBe(true);
    const prefix = await admin.get<AuditEventPage>('/security/audit-trail?action=tenant_user.');
    expect(prefix.body.total).toBeGreaterThanOrEqual(2);
    const target = created.body.items[0]?.target ?? '';
    const byEntity = await admin.get<AuditEventPage>(`/security/audit-trail?entity=${target}`);
    expect(byEntity.body.items.map((e) => e.target)).toContain(target);
    expect(byEntity.body.items.every((e) => e.target === target)).toBe(true);
    const past = await admin.get<AuditEventPage>('/security/audit-trail?from=2001-01-01&to=2001-12-31');
    expect(past.body).toMatchObject({ total: 0, items: [] });
    // Periods are the company's days (Europe/Amsterdam): past 23:00 UTC its today is already tomorrow's date.
    const today = todayInCompanyZone();
    const now = await admin.get<AuditEventPage>(`/security/audit-trail?from=2001-01-01&to=${today}&action=tenant_user.created`);
    expect(now.body.total).toBe(2);
    const page2 = await admin.get<AuditEventPage>('/security/audit-trail?action=tenant_user.created&pageSize=1&page=2');
    expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.body.items[0]?.id).toBe(created.body.items[1]?.id);
  });

  it('refuses bad filters (400) and those without users:admin (403)', async () => {
    expect((await admin.get('/security/audit-trail?from=yesterday')).status).toBe(400);
    expect((await admin.get('/security/audit-trail?userId=nope')).status).toBe(400);
    expect((await admin.get('/security/audit-trail?pageSize=1000')).status).toBe(400);
    expect((await staff.get('/security/audit-trail')).status).toBe(403);
    expect((await staff.get('/security/audit-trail/verify')).status).toBe(403);
    expect((await staff.get('/security/export')).status).toBe(403);
  });

  it("keeps tenants apart: another tenant's events are not found", async () => {
    const own = await admin.get<AuditEventPage>('/security/audit-trail?pageSize=1');
    const id = own.body.items[0]?.id ?? '';
    expect((await admin.get<AuditEvent>(`/security/audit-trail/${id}`)).body.id).toBe(id);
    expect((await otherAdmin.get(`/security/audit-trail/${id}`)).status).toBe(404);
    expect((await otherAdmin.get(`/security/audit-trail?tenantId=${demoId}`)).status).toBe(404);
    expect((await otherAdmin.get(`/security/export?tenantId=${demoId}`)).status).toBe(404);
    const other = await otherAdmin.get<AuditEventPage>('/security/audit-trail?pageSize=200');
    expect(other.body.items.map((e) => e.id)).not.toContain(id);
    expect(other.body.items.some((e) => e.actorEmail === 'admin@demo.example.com')).toBe(false);
  });
});

describe('the super admin', () => {
  it("sees the platform's events without a tenant, and a tenant's when named", async () => {
    const platform = await superAdmin.get<AuditEventPage>('/security/audit-trail');
    expect(platform.status).toBe(200);
    expect(platform.body.total).toBeGreaterThan(0);
    const demo = await superAdmin.get<AuditEventPage>(`/security/audit-trail?tenantId=${demoId}&action=tenant_user.created`);
    expect(demo.body.total).toBe(2);
    expect((await superAdmin.get<AuditChain>(`/security/audit-trail/verify?tenantId=${demoId}`)).body.intact).toBe(true);
    expect((await superAdmin.get<AuditChain>('/security/audit-trail/verify')).body.intact).toBe(true);
    expect((await superAdmin.get(`/security/audit-trail?tenantId=${randomUUID()}`)).status).toBe(404);
  });
});

describe('GET /security/export', () => {
  it('gives the filtered events as CSV, oldest first', async () => {
    const res = await admin.get<string>('/security/export?action=tenant_user.created');
    expect(res.status).toBe(200);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('seq;occurred_at;actor_user_id;actor_email;action;target;target_email;ip;details;prev_hash;hash');
    expect(lines).toHaveLength(3);
    const seqs = lines.slice(1).map((l) => Number(l.split(';')[0]));
    expect(seqs[0]).toBeLessThan(seqs[1] ?? 0);
  });

  it('gives them as JSON', async () => {
    const res = await admin.get<AuditEvent[]>('/security/export?format=json&action=tenant_user.created');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ action: 'tenant_user.created', actorEmail: 'admin@demo.example.com' });
    expect((await admin.get('/security/export?format=xml')).status).toBe(400);
  });
});

describe('GET /security/audit-trail/verify', () => {
  it('says the chain is intact, then names the first broken link once a row is tampered with', async () => {
    const before = await admin.get<AuditChain>('/security/audit-trail/verify');
    expect(before.body).toMatchObject({ intact: true, brokenSeq: null, brokenEvent: null });
    expect(before.body.events).toBeGreaterThan(2);
    const [victim] = (await admin.get<AuditEventPage>('/security/audit-trail?action=tenant_user.created')).body.items.slice(-1);
    // As the database's owner, past the append-only trigger: what an attacker with the database would do.
    await tamperAuditTrail(t.deps.db, (tx) =>
      sql`update audit_event set details = '{"role":"TENANT_ADMIN"}' where tenant_id = ${demoId} and id = ${victim?.id}`.execute(tx),
    );
    const after = await admin.get<AuditChain>('/security/audit-trail/verify');
    expect(after.body).toMatchObject({ intact: false, brokenSeq: victim?.seq });
    expect(after.body.brokenEvent?.id).toBe(victim?.id);
    expect((await otherAdmin.get<AuditChain>('/security/audit-trail/verify')).body.intact).toBe(true);
  });
});

describe('GET /security/metrics', () => {
  it('counts sign-ins, failures and permission changes of the period from the trail', async () => {
    const before = await admin.get<SecurityMetrics>('/security/metrics');
    expect(before.status).toBe(200);
    expect(before.body.signIns).toBeGreaterThan(0);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'staff@demo.example.com', password: 'Wrong-Pass!1234' },
    });
    expect(wrong.statusCode).toBe(401);
    await admin.put('/role-permissions/guest', { permissions: { orders: 'read' } });
    const after = await admin.get<SecurityMetrics>('/security/metrics');
    expect(after.body.signInFailures).toBe(before.body.signInFailures + 1);
    expect(after.body.permissionChanges).toBe(before.body.permissionChanges + 1);
    expect(after.body.twoFactor.users).toBeGreaterThanOrEqual(after.body.twoFactor.admins);
    // A sign-in from a browser the person never used counts as a new device; the same browser again does not.
    const browser = { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Metrics-Test/${Date.now()}` };
    const signInWith = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: browser,
        payload: { email: 'staff@demo.example.com', password: 'Demo!2345-Kaas' },
      });
    expect((await signInWith()).statusCode).toBe(200);
    expect((await signInWith()).statusCode).toBe(200);
    const later = await admin.get<SecurityMetrics>('/security/metrics');
    expect(later.body.newDevices).toBe(after.body.newDevices + 1);
    expect(later.body.signIns).toBe(after.body.signIns + 2);
    expect(after.body.twoFactor.admins).toBeGreaterThan(0);
    const past = await admin.get<SecurityMetrics>('/security/metrics?from=2001-01-01&to=2001-01-31');
    expect(past.body).toMatchObject({ from: '2001-01-01', to: '2001-01-31', signIns: 0, signInFailures: 0 });
  });

  it('counts lockouts, refresh-token reuse, two-factor failures, exports and deletions by their audited actions', async () => {
    const before = (await admin.get<SecurityMetrics>('/security/metrics')).body;
    const actions = [
      'auth.lockout',
      'auth.mfa_lockout',
      'auth.refresh_reuse',
      'auth.mfa_failed',
      'auth.mfa_disabled',
      'accounts.exported',
      'order.deleted',
      'gdpr.erased',
    ];
    await inTransaction(t.deps.db, { tenantId: demoId }, async (tx) => {
      for (const action of actions) await appendAudit(tx, { tenantId: demoId, actorUserId: null, action, target: null, ip: null });
    });
    const after = (await admin.get<SecurityMetrics>('/security/metrics')).body;
    expect(after).toMatchObject({
      lockouts: before.lockouts + 2,
      refreshTokenReuse: before.refreshTokenReuse + 1,
      twoFactorFailures: before.twoFactorFailures + 1,
      twoFactorDisabled: before.twoFactorDisabled + 1,
      exports: before.exports + 1,
      deletions: before.deletions + 2,
    });
    // Another company's trail is not this one's.
    const other = (await otherAdmin.get<SecurityMetrics>('/security/metrics')).body;
    expect(other.lockouts).toBeLessThan(after.lockouts);
  });

  it("counts the company's refused API answers by day, apart from another company's", async () => {
    await t.app.apiErrors.flush();
    const before = (await admin.get<SecurityMetrics>('/security/metrics')).body.apiErrors;
    const otherBefore = (await otherAdmin.get<SecurityMetrics>('/security/metrics')).body.apiErrors;
    for (let i = 0; i < 3; i++) expect((await admin.get(`/orders/${randomUUID()}`)).status).toBe(404);
    expect((await staff.get('/security/metrics')).status).toBe(403);
    await t.app.apiErrors.flush();
    const after = (await admin.get<SecurityMetrics>('/security/metrics')).body.apiErrors;
    expect(after).toEqual({ clientErrors: before.clientErrors + 4, serverErrors: before.serverErrors });
    expect((await otherAdmin.get<SecurityMetrics>('/security/metrics')).body.apiErrors).toEqual(otherBefore);
    const past = await admin.get<SecurityMetrics>('/security/metrics?from=2001-01-01&to=2001-01-31');
    expect(past.body.apiErrors).toEqual({ clientErrors: 0, serverErrors: 0 });
  });

  it('refuses a bad period (400), staff (403) and another tenant (404)', async () => {
    expect((await admin.get('/security/metrics?from=2001-02-01&to=2001-01-01')).status).toBe(400);
    expect((await admin.get('/security/metrics?from=soon')).status).toBe(400);
    expect((await staff.get('/security/metrics')).status).toBe(403);
    expect((await otherAdmin.get(`/security/metrics?tenantId=${demoId}`)).status).toBe(404);
    expect((await superAdmin.get<SecurityMetrics>(`/security/metrics?tenantId=${demoId}`)).body.signIns).toBeGreaterThan(0);
  });
});
