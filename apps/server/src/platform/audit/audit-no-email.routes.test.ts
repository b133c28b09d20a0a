import type { AuditEventPage } from '@wb/contract/security';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformTenantId } from '@/db/transaction';
import { registerVerified } from '../../../test/account-helpers';
import { type Api, auditOf, newUser, signedInApi, tenantIdByName, userIdByEmail } from '../../../test/api-client';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

// Personal data belongs in the user record, not in the append-only audit chain (issue 31): the
// events of registration, confirmation, failed sign-ins and lockouts, e-mail changes and user
// deletion name people by their user id (or an unknown address by a keyed marker), and the
// audit-trail page shows the person's current e-mail by that id, or "erased".

let t: TestApp;
let admin: Api;
let demoId: string;

const since = new Map<string, number>();
const newEvents = async (tenantId: string) =>
  (await auditOf(t.deps.db, tenantId)).filter((e) => Number(e.seq) > (since.get(tenantId) ?? 0));
const mark = async (tenantId: string) =>
  since.set(tenantId, Math.max(0, ...(await auditOf(t.deps.db, tenantId)).map((e) => Number(e.seq))));
const failedSignIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: 'Not-The-Password-1' },
    remoteAddress: '10.44.0.1',
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInApi(t.app, 'admin@demo.example.com');
  demoId = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
  await mark(demoId);
  await mark(platformTenantId);
});
afterAll(() => t.close());

describe('audit events carry no e-mail address', () => {
  it('registration, confirmation, failed sign-ins, lockout, e-mail change and deletion name people by id', async () => {
    // A person registers (platform chain) and confirms; a company registers (its own chain).
    const person = await registerVerified(t);
    const company = await registerVerified(t, { companyName: `Geen Adres ${Date.now()} B.V.` });
    const companyId = await companyTenantOf(company.email);
    // Failed sign-ins on a known person until the lockout, and on an address of no one.
    const victim = 'audit-victim@demo.example.com';
    expect((await admin.post<{ id: string }>('/tenant-users', newUser(victim))).status).toBe(201);
    for (let i = 0; i < 6; i++) await failedSignIn(victim);
    await failedSignIn('nobody-here@example.com');
    await failedSignIn('nobody-here@example.com');
    // A person asks to change their e-mail; a user is deleted.
    const mover = 'audit-mover@demo.example.com';
    expect((await admin.post('/tenant-users', newUser(mover))).status).toBe(201);
    const moverToken = (await signIn(t.app, mover, 'Welkom-Terug!2345')).access_token;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: bearer(moverToken),
      payload: { firstName: 'Mo', lastName: 'Ver', email: 'audit-moved@demo.example.com', notifications: { email: true, push: false } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const leaver = await admin.post<{ id: string }>('/tenant-users', newUser('audit-leaver@demo.example.com'));
    expect((await admin.delete(`/tenant-users/${leaver.body.id}`)).status).toBe(200);

    const events = [...(await newEvents(demoId)), ...(await newEvents(platformTenantId)), ...(await auditOf(t.deps.db, companyId))];
    const actions = new Set(events.map((e) => e.action));
    for (const action of [
      'auth.registered',
      'auth.email_verified',
      'auth.login_failed',
      'auth.lockout',
      'auth.email_change_requested',
      'tenant_user.deleted',
    ])
      expect(actions, action).toContain(action);
    // No event's target or details holds an address.
    const withAddress = events.filter((e) => `${e.target ?? ''} ${JSON.stringify(e.details)}`.includes('@'));
    expect(withAddress.map((e) => e.action)).toEqual([]);

    const victimId = await userIdByEmail(t.deps.db, victim);
    expect(events.filter((e) => e.action === 'auth.lockout').map((e) => e.target)).toContain(victimId);
    const registered = events.filter((e) => e.action === 'auth.registered').map((e) => e.target);
    expect(registered).toEqual(
      expect.arrayContaining([await userIdByEmail(t.deps.db, person.email), await userIdByEmail(t.deps.db, company.email)]),
    );
    // The same unknown address gives the same marker, so the detectors still count attempts on it.
    const unknown = events.filter((e) => e.action === 'auth.login_failed' && e.actorUserId === null).map((e) => e.target);
    expect(unknown).toHaveLength(2);
    expect(unknown[0]).toMatch(/^unknown:[0-9a-f]{32}$/);
    expect(unknown[1]).toBe(unknown[0]);
  });

  it('the audit trail shows the person by their current e-mail, and an erased person as erased', async () => {
    const email = 'audit-shown@demo.example.com';
    const created = await admin.post<{ id: string }>('/tenant-users', newUser(email));
    const id = created.body.id;
    for (let i = 0; i < 2; i++) await failedSignIn(email);
    const before = await admin.get<AuditEventPage>(`/security/audit-trail?action=auth.login_failed&entity=${id}`);
    expect(before.body.items).toHaveLength(2);
    expect(before.body.items[0]).toMatchObject({
      target: id,
      targetEmail: email,
      targetErased: false,
      actorEmail: email,
      actorErased: false,
    });

    expect((await admin.post(`/security/compliance/gdpr/users/${id}/erase`)).status).toBe(200);
    const after = await admin.get<AuditEventPage>(`/security/audit-trail?action=auth.login_failed&entity=${id}`);
    expect(after.body.items).toHaveLength(2);
    expect(after.body.items[0]).toMatchObject({ target: id, targetEmail: null, targetErased: true, actorEmail: null, actorErased: true });
    const csv = await admin.get<string>(`/security/export?format=csv&entity=${id}`);
    expect(csv.body).not.toContain(email);
  });
});

async function companyTenantOf(email: string): Promise<string> {
  const userId = await userIdByEmail(t.deps.db, email);
  const row = await sql<{ tenantId: string }>`select tenant_id from tenant_user where user_id = ${userId}`.execute(t.deps.db);
  return row.rows[0]?.tenantId as string;
}
