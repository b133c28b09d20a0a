import type { GdprUserErasure } from '@wb/contract/compliance';
import type { AuditChain } from '@wb/contract/security';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, auditOf, newUser, tenantIdByName } from '../../../test/api-client';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let adminToken: string;
let otherToken: string;
let admin: Api;
let staff: Api;
let other: Api;
let demoId: string;
let otherId: string;

const exportZip = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/security/compliance/gdpr/users/${id}/export`, headers: bearer(token) });

/** A person of the demo company, signed in once (a session and a device of their own). */
const newPerson = async (email: string) => {
  const res = await admin.post<{ id: string }>('/tenant-users', newUser(email, { phone: '+31 6 1234 5678' }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await signIn(t.app, email, 'Welkom-Terug!2345');
  await sql`insert into notification (tenant_id, id, user_id, type, title, message)
    values (${demoId}, gen_random_uuid(), ${res.body.id}, 'INFO', 'Hallo', 'Voor jou')`.execute(t.deps.db);
  return res.body.id;
};

const profileOf = async (id: string) =>
  (
    await sql<{
      email: string;
      firstName: string;
      phone: string | null;
      passwordHash: string | null;
    }>`select email, first_name, phone, password_hash from app_user where id = ${id}`.execute(t.deps.db)
  ).rows[0];
const countOf = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(t.deps.db)).rows[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  otherToken = (await signIn(t.app, 'admin@other.example.com')).access_token;
  admin = apiAs(t.app, adminToken);
  other = apiAs(t.app, otherToken);
  staff = apiAs(t.app, (await signIn(t.app, 'staff@demo.example.com')).access_token);
  demoId = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
  otherId = (
    await sql<{ tenantId: string }>`select tenant_id from tenant_user m join app_user u on u.id = m.user_id
    where u.email = 'admin@other.example.com'`.execute(t.deps.db)
  ).rows[0]?.tenantId as string;
});
afterAll(() => t.close());

describe('GDPR export of a user', () => {
  it('answers a ZIP of JSON and CSV: profile, membership, sessions, notifications and audit events, and audits it', async () => {
    const id = await newPerson('gdpr-export@demo.example.com');
    const res = await exportZip(adminToken, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'profile.json',
        'profile.csv',
        'memberships.json',
        'sessions.csv',
        'notifications.json',
        'audit_events.json',
      ]),
    );
    const [profile] = JSON.parse(strFromU8(files['profile.json'] as Uint8Array)) as Array<Record<string, unknown>>;
    expect(profile).toMatchObject({ id, email: 'gdpr-export@demo.example.com', phone: '+31 6 1234 5678' });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(profile).not.toHaveProperty('mfaSecret');
    expect(JSON.parse(strFromU8(files['sessions.json'] as Uint8Array))).toHaveLength(1);
    expect(strFromU8(files['notifications.csv'] as Uint8Array)).toContain('Voor jou');
    const audit = JSON.parse(strFromU8(files['audit_events.json'] as Uint8Array)) as Array<{ action: string }>;
    expect(audit.map((e) => e.action)).toContain('tenant_user.created');
    const exported = (await auditOf(t.deps.db, demoId)).filter((e) => e.action === 'gdpr.exported' && e.target === id);
    expect(exported).toHaveLength(1);
    expect(exported[0]?.details).toEqual({ kind: 'user' });
  });

  it('keeps companies apart and is for admins: 404 for another company’s or an unknown user, 403 for a sales user', async () => {
    const id = await newPerson('gdpr-isolated@demo.example.com');
    expect((await exportZip(otherToken, id)).statusCode).toBe(404);
    expect((await other.post(`/security/compliance/gdpr/users/${id}/erase`)).status).toBe(404);
    expect((await staff.post(`/security/compliance/gdpr/users/${id}/erase`)).status).toBe(403);
    expect((await staff.get(`/security/compliance/gdpr/users/${id}/export`)).status).toBe(403);
    expect((await admin.post('/security/compliance/gdpr/users/01900000-0000-7000-8000-00000000dead/erase')).status).toBe(404);
    expect((await admin.post('/security/compliance/gdpr/users/not-a-uuid/erase')).status).toBe(400);
    // Nothing changed: the person signs in as before, and nobody's export or erasure was recorded in either company.
    expect(await profileOf(id)).toMatchObject({ email: 'gdpr-isolated@demo.example.com', firstName: 'Test' });
    expect((await signIn(t.app, 'gdpr-isolated@demo.example.com', 'Welkom-Terug!2345')).access_token).toBeTruthy();
    for (const tenant of [demoId, otherId]) {
      expect((await auditOf(t.deps.db, tenant)).filter((e) => e.action.startsWith('gdpr.') && e.target === id)).toEqual([]);
    }
  });
});

describe('GDPR erasure of a user', () => {
  it('anonymises the person and removes this company’s data, keeping the audit chain intact', async () => {
    const id = await newPerson('gdpr-erase@demo.example.com');
    const eventsAbout = (await auditOf(t.deps.db, demoId)).filter((e) => e.actorUserId === id || e.target === id).length;
    const res = await admin.post<GdprUserErasure>(`/security/compliance/gdpr/users/${id}/erase`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ userId: id, anonymised: true, profileErased: true, auditEventsKept: eventsAbout });
    expect(res.body.erased).toEqual(expect.arrayContaining(['profile', 'credentials', 'sessions', 'membership', 'notifications']));
    expect(res.body.kept).toEqual(['auditEvents', 'documents']);

    expect(await profileOf(id)).toEqual({ email: `erased-${id}@erased.invalid`, firstName: '', phone: null, passwordHash: null });
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'gdpr-erase@demo.example.com', password: 'Welkom-Terug!2345' },
    });
    expect(signInAgain.statusCode).toBe(401);
    expect(await countOf(sql`select count(*) as n from auth_session where user_id = ${id}`)).toBe(0);
    expect(await countOf(sql`select count(*) as n from notification where user_id = ${id}`)).toBe(0);
    expect(await countOf(sql`select count(*) as n from tenant_user where user_id = ${id}`)).toBe(0);
    expect((await admin.get(`/tenant-users/${id}`)).status).toBe(404);

    // The audit events about the person stay, under their id, and the chain still verifies.
    const events = await auditOf(t.deps.db, demoId);
    expect(events.filter((e) => (e.actorUserId === id || e.target === id) && e.action !== 'gdpr.erased')).toHaveLength(eventsAbout);
    expect(events.filter((e) => e.action === 'gdpr.erased' && e.target === id)).toHaveLength(1);
    expect((await admin.get<AuditChain>('/security/audit-trail/verify')).body).toMatchObject({ intact: true, brokenSeq: null });
    expect(await countOf(sql`select count(*) as n from gdpr_erasure where subject_id = ${id} and completed_at is not null`)).toBe(1);
    // Erased once: the person is no longer the company's.
    expect((await admin.post(`/security/compliance/gdpr/users/${id}/erase`)).status).toBe(404);
  });

  it('takes the person’s e-mail out of the security threats about them and what the admins were told of them', async () => {
    const email = 'gdpr-threat@demo.example.com';
    const id = await newPerson(email);
    for (let i = 0; i < 5; i++) {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'Not-The-Password-1' },
        remoteAddress: '10.41.0.1',
      });
      expect(failed.statusCode).toBe(401);
    }
    expect((await admin.post('/security/threats/analyze')).status).toBe(200);
    const naming = sql<{ n: string }>`select count(*) as n from security_threat
      where tenant_id = ${demoId} and (subject = ${email} or strpos(details::text, ${email}) > 0)`;
    const told = sql<{ n: string }>`select count(*) as n from notification where tenant_id = ${demoId}
      and code = 'security.threat' and (strpos(message, ${email}) > 0 or strpos(params::text, ${email}) > 0)`;
    expect(await countOf(naming)).toBeGreaterThan(0);
    expect(await countOf(told)).toBeGreaterThan(0);
    expect((await admin.post(`/security/compliance/gdpr/users/${id}/erase`)).status).toBe(200);
    expect(await countOf(naming)).toBe(0);
    expect(await countOf(told)).toBe(0);
    // The threat stays, under the pseudonymous id.
    expect(await countOf(sql`select count(*) as n from security_threat where tenant_id = ${demoId} and subject = ${id}`)).toBeGreaterThan(
      0,
    );
  });

  it('keeps the profile of a person who also works for another company, erasing only this company’s data', async () => {
    const id = await newPerson('gdpr-shared@demo.example.com');
    await sql`insert into tenant_user (tenant_id, user_id, role) values (${otherId}, ${id}, 'sales')`.execute(t.deps.db);
    const res = await admin.post<GdprUserErasure>(`/security/compliance/gdpr/users/${id}/erase`);
    expect(res.body).toMatchObject({ profileErased: false, kept: ['profile', 'auditEvents', 'documents'] });
    expect(await profileOf(id)).toMatchObject({ email: 'gdpr-shared@demo.example.com', firstName: 'Test' });
    expect(await countOf(sql`select count(*) as n from tenant_user where user_id = ${id}`)).toBe(1);
    expect(await countOf(sql`select count(*) as n from notification where user_id = ${id}`)).toBe(0);
  });

  it('refuses to erase the admin themselves (409) and changes nothing', async () => {
    const self = (await sql<{ id: string }>`select id from app_user where email = 'admin@demo.example.com'`.execute(t.deps.db)).rows[0]?.id;
    const res = await admin.post(`/security/compliance/gdpr/users/${self}/erase`);
    expect(res.status).toBe(409);
    expect(res.body.error?.key).toBe('tenantUsers.selfDelete');
    expect(await profileOf(self as string)).toMatchObject({ email: 'admin@demo.example.com' });
  });
});
