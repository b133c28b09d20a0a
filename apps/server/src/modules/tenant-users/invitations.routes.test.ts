import type { Invitation, TenantUser } from '@wb/contract/tenant-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, auditOf, signedInApi, tenantIdByName } from '../../../test/api-client';
import { startFakeSmtp } from '../../../test/fake-smtp';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestApp;
let admin: Api;
const visitor = () => apiAs(t.app, null);

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'http://app.test' });
  admin = await signedInApi(t.app, 'admin@demo.example.com');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const invitee = (email: string) => ({ firstName: 'Ilse', lastName: 'Uitgenodigd', email, role: 'support' });

/** Invites someone, sends the mail over SMTP and answers the token in its link. */
async function invite(email: string): Promise<{ user: TenantUser; token: string }> {
  const before = smtp.received.length;
  const res = await admin.post<TenantUser>('/tenant-users/invite', invitee(email));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await t.runJobs();
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && smtp.received.indexOf(m) >= before);
  const link = mail.text?.match(/http:\/\/app\.test\/invite\/(\S+)/);
  expect(link, mail.text).toBeTruthy();
  return { user: res.body, token: decodeURIComponent(link?.[1] ?? '') };
}

describe('inviting a user', () => {
  it('makes an invited member and sends a link, in the same transaction, audited', async () => {
    const { user, token } = await invite('ilse@demo.example.com');
    expect(user.status).toBe('invited');
    const mail = smtp.received.find((m) => m.envelopeTo.includes('ilse@demo.example.com'));
    expect(mail?.subject).toBe('Uitnodiging voor Demo Groothandel B.V. / Invitation to Demo Groothandel B.V.');
    expect(mail?.text).toContain('Anna de Vries');
    const page = await visitor().get<Invitation>(`/invitations/${token}`);
    expect(page.body).toEqual({
      email: 'ilse@demo.example.com',
      firstName: 'Ilse',
      lastName: 'Uitgenodigd',
      tenantName: 'Demo Groothandel B.V.',
    });
    const events = await auditOf(t.deps.db, await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.'));
    expect(events.some((e) => e.action === 'tenant_user.invited' && e.target === user.id)).toBe(true);
  });

  it('the invitee sets a password through the link once, and can then sign in', async () => {
    const { user, token } = await invite('ivo@demo.example.com');
    expect((await visitor().post('/auth/login', { email: 'ivo@demo.example.com', password: 'Gekozen-Fiets!123' })).status).toBe(401);
    const short = await visitor().post('/invitations/accept', { token, password: 'kort' });
    expect(short.status).toBe(400);
    expect(short.body.error?.details?.[0]).toEqual({
      path: 'password',
      key: 'validation.minCharactersRequired',
      params: { min: 8 },
      message: 'Minimum 8 characters required',
    });
    const accepted = await visitor().post('/invitations/accept', { token, password: 'Gekozen-Fiets!123' });
    expect(accepted).toMatchObject({ status: 200, body: { email: 'ivo@demo.example.com' } });
    const session = await signIn(t.app, 'ivo@demo.example.com', 'Gekozen-Fiets!123');
    expect(session.user.role).toBe('support');
    expect((await admin.get<TenantUser>(`/tenant-users/${user.id}`)).body.status).toBe('active');
    const again = await visitor().post('/invitations/accept', { token, password: 'Anders-Boek!1234' });
    expect(again.status).toBe(401);
    expect(again.body.error?.details?.[0]).toMatchObject({ path: 'token', key: 'auth.tokenReason', params: { reason: 'used' } });
    expect((await visitor().get(`/invitations/${token}`)).status).toBe(401);
  });

  it('a resent invitation replaces the earlier link', async () => {
    const { user, token: first } = await invite('iris@demo.example.com');
    expect((await admin.post(`/tenant-users/${user.id}/resend-invitation`)).status).toBe(200);
    await t.runJobs();
    const mails = await waitForCount('iris@demo.example.com', 2);
    const second = decodeURIComponent(mails[1]?.text?.match(/\/invite\/(\S+)/)?.[1] ?? '');
    expect((await visitor().post('/invitations/accept', { token: first, password: 'Gekozen-Fiets!123' })).status).toBe(401);
    expect((await visitor().post('/invitations/accept', { token: second, password: 'Gekozen-Fiets!123' })).status).toBe(200);
    expect((await admin.post(`/tenant-users/${user.id}/resend-invitation`)).status).toBe(409);
  });

  it('an unknown link is refused', async () => {
    const res = await visitor().get(`/invitations/${'x'.repeat(43)}`);
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('INVALID_TOKEN');
  });

  it('a duplicate e-mail is refused with 409 and nothing is sent', async () => {
    const before = smtp.received.length;
    const res = await admin.post('/tenant-users/invite', invitee('admin@other.example.com'));
    expect(res.status).toBe(409);
    expect(await t.runJobs()).toBe(0);
    expect(smtp.received.length).toBe(before);
  });
});

async function waitForCount(email: string, count: number) {
  await smtp.waitFor(() => smtp.received.filter((m) => m.envelopeTo.includes(email)).length >= count);
  return smtp.received.filter((m) => m.envelopeTo.includes(email));
}
