import type { Account } from '@wb/contract/accounts';
import type { GdprErasure, GdprUserErasure } from '@wb/contract/compliance';
import type { AuditChain } from '@wb/contract/security';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformTenantId } from '@/db/transaction';
import { type Api, apiAs, auditOf, newUser, tenantIdByName, userIdByEmail } from '../../../test/api-client';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

// GDPR for a named company (issue 31): the super admin chooses the company (`tenantId`) and runs the
// export or erasure of one of its customer accounts or users, recorded in that company's chain and in
// the platform's events. A company's admin naming another company gets 404, and nothing changes.

let t: TestApp;
let superToken: string;
let otherToken: string;
let superAdmin: Api;
let admin: Api;
let other: Api;
let demoId: string;
let otherId: string;
let superId: string;

const base = '/security/compliance/gdpr';
const download = (token: string, path: string) => t.app.inject({ method: 'GET', url: `/api/v1${base}${path}`, headers: bearer(token) });

const account = async (name: string) => {
  const res = await admin.post<{ id: string }>('/accounts', {
    companyName: name,
    contactPerson: 'Noor de Vries',
    email: 'noor@voorbeeld.nl',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
};
const person = async (email: string) => {
  const res = await admin.post<{ id: string }>('/tenant-users', newUser(email));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
};
const accountRow = async (id: string) =>
  (await sql<{ email: string; contactPerson: string }>`select email, contact_person from account where id = ${id}`.execute(t.deps.db))
    .rows[0];
const gdprEvents = async (tenantId: string, target: string) =>
  (await auditOf(t.deps.db, tenantId)).filter((e) => e.action.startsWith('gdpr.') && e.target === target);

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await signIn(t.app, 'super@example.com')).access_token;
  otherToken = (await signIn(t.app, 'admin@other.example.com')).access_token;
  superAdmin = apiAs(t.app, superToken);
  other = apiAs(t.app, otherToken);
  admin = apiAs(t.app, (await signIn(t.app, 'admin@demo.example.com')).access_token);
  demoId = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
  otherId = (
    await sql<{ tenantId: string }>`select tenant_id from tenant_user m join app_user u on u.id = m.user_id
    where u.email = 'admin@other.example.com'`.execute(t.deps.db)
  ).rows[0]?.tenantId as string;
  superId = await userIdByEmail(t.deps.db, 'super@example.com');
});
afterAll(() => t.close());

describe('GDPR for a named company, by the super admin', () => {
  it('finds, exports and erases a customer account of the named company, audited in its chain and the platform events', async () => {
    const id = await account('Platform AVG B.V.');
    const found = await superAdmin.get<Account[]>(`${base}/accounts?tenantId=${demoId}&term=Platform%20AVG`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.map((a) => a.id)).toEqual([id]);

    const zip = await download(superToken, `/accounts/${id}/export?tenantId=${demoId}`);
    expect(zip.statusCode, zip.body).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(JSON.parse(strFromU8(files['account.json'] as Uint8Array))[0]).toMatchObject({ id, companyName: 'Platform AVG B.V.' });

    const erased = await superAdmin.post<GdprErasure>(`${base}/accounts/${id}/erase?tenantId=${demoId}`);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toMatchObject({ accountId: id, anonymised: true });
    expect(await accountRow(id)).toEqual({ email: '', contactPerson: '' });

    const inCompany = await gdprEvents(demoId, id);
    expect(inCompany.map((e) => [e.action, e.actorUserId])).toEqual([
      ['gdpr.exported', superId],
      ['gdpr.erased', superId],
    ]);
    const onPlatform = await gdprEvents(platformTenantId, id);
    expect(onPlatform.map((e) => [e.action, e.actorUserId, e.details.tenantId, e.details.kind])).toEqual([
      ['gdpr.exported', superId, demoId, 'account'],
      ['gdpr.erased', superId, demoId, 'account'],
    ]);
    // Both chains still verify.
    expect((await superAdmin.get<AuditChain>(`/security/audit-trail/verify?tenantId=${demoId}`)).body.intact).toBe(true);
    expect((await superAdmin.get<AuditChain>('/security/audit-trail/verify')).body.intact).toBe(true);
  });

  it('exports and erases a user of the named company, audited in both chains', async () => {
    const id = await person('gdpr-platform@demo.example.com');
    const zip = await download(superToken, `/users/${id}/export?tenantId=${demoId}`);
    expect(zip.statusCode, zip.body).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(JSON.parse(strFromU8(files['profile.json'] as Uint8Array))[0]).toMatchObject({ id, email: 'gdpr-platform@demo.example.com' });

    const erased = await superAdmin.post<GdprUserErasure>(`${base}/users/${id}/erase?tenantId=${demoId}`);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toMatchObject({ userId: id, profileErased: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'gdpr-platform@demo.example.com', password: 'Welkom-Terug!2345' },
    });
    expect(login.statusCode).toBe(401);
    expect((await gdprEvents(demoId, id)).map((e) => e.action)).toEqual(['gdpr.exported', 'gdpr.erased']);
    const onPlatform = await gdprEvents(platformTenantId, id);
    expect(onPlatform.map((e) => [e.action, e.details.tenantId, e.details.kind])).toEqual([
      ['gdpr.exported', demoId, 'user'],
      ['gdpr.erased', demoId, 'user'],
    ]);
  });

  it('needs the company named (400), an existing one (404), and the subject in that company (404)', async () => {
    const id = await account('Verkeerd Bedrijf B.V.');
    const missing = await superAdmin.post(`${base}/accounts/${id}/erase`);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.details?.[0]?.path).toBe('tenantId');
    expect((await superAdmin.post(`${base}/accounts/${id}/erase?tenantId=01900000-0000-7000-8000-00000000dead`)).status).toBe(404);
    expect((await superAdmin.post(`${base}/accounts/${id}/erase?tenantId=${otherId}`)).status).toBe(404);
    expect((await download(superToken, `/accounts/${id}/export?tenantId=${otherId}`)).statusCode).toBe(404);
    expect((await superAdmin.get<Account[]>(`${base}/accounts?tenantId=${otherId}&term=Verkeerd`)).body).toEqual([]);
    expect(await accountRow(id)).toEqual({ email: 'noor@voorbeeld.nl', contactPerson: 'Noor de Vries' });
    expect(await gdprEvents(demoId, id)).toEqual([]);
    expect(await gdprEvents(platformTenantId, id)).toEqual([]);
  });
});

describe('GDPR for a named company, by a company admin', () => {
  it('answers 404 to the admin of company B naming company A, and changes nothing', async () => {
    const accountId = await account('Andermans Klant B.V.');
    const userId = await person('gdpr-not-yours@demo.example.com');
    const q = `?tenantId=${demoId}`;
    expect((await other.get(`${base}/accounts${q}&term=Andermans`)).status).toBe(404);
    expect((await download(otherToken, `/accounts/${accountId}/export${q}`)).statusCode).toBe(404);
    expect((await other.post(`${base}/accounts/${accountId}/erase${q}`)).status).toBe(404);
    expect((await download(otherToken, `/users/${userId}/export${q}`)).statusCode).toBe(404);
    expect((await other.post(`${base}/users/${userId}/erase${q}`)).status).toBe(404);
    // Their own company named is fine; the account is simply not theirs.
    expect((await other.post(`${base}/accounts/${accountId}/erase?tenantId=${otherId}`)).status).toBe(404);

    expect(await accountRow(accountId)).toEqual({ email: 'noor@voorbeeld.nl', contactPerson: 'Noor de Vries' });
    expect((await signIn(t.app, 'gdpr-not-yours@demo.example.com', 'Welkom-Terug!2345')).access_token).toBeTruthy();
    for (const tenant of [demoId, otherId, platformTenantId]) {
      const touched = (await auditOf(t.deps.db, tenant)).filter(
        (e) => e.action.startsWith('gdpr.') && [accountId, userId].includes(e.target ?? ''),
      );
      expect(touched).toEqual([]);
    }
  });
});
