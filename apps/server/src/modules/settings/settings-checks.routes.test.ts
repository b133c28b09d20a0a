import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../../test/fake-smtp';
import { startFakeTwilio } from '../../../test/fake-twilio';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let other: string;
let staff: string;
let tenantSmtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let serverSmtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

const sid = `AC${'1'.repeat(32)}`;
const token = 'abcdef0123456789abcdef0123456789';

beforeAll(async () => {
  tenantSmtp = await startFakeSmtp();
  serverSmtp = await startFakeSmtp();
  twilio = await startFakeTwilio({
    [sid]: { authToken: token, friendlyName: 'Demo SMS', status: 'active', phoneNumbers: ['+3197010000001'] },
  });
  t = await createTestApp({ smtpUrl: serverSmtp.url, twilioApiUrl: twilio.url });
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
});
afterAll(async () => {
  await t.close();
  await Promise.all([tenantSmtp.stop(), serverSmtp.stop(), twilio.stop()]);
});

const post = (tkn: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/settings/${url}`, headers: bearer(tkn), ...(payload ? { payload } : {}) });
const status = (tkn: string, id: string) => t.app.inject({ method: 'GET', url: `/api/v1/settings/email/test/${id}`, headers: bearer(tkn) });

describe('POST /settings/email/test', () => {
  it("sends through the company's own SMTP server once its settings name one", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/email',
      headers: bearer(admin),
      payload: {
        smtp: {
          from: 'Demo Groothandel <verkoop@demo.example.com>',
          host: '127.0.0.1',
          port: tenantSmtp.port,
          auth: { user: '', pass: '' },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const res = await post(admin, 'email/test', { to: 'check@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ to: 'check@example.com', status: 'pending' });
    await t.runJobs();
    const mail = await tenantSmtp.waitFor((m) => m.envelopeTo.includes('check@example.com'));
    expect(mail.from?.text).toContain('verkoop@demo.example.com');
    expect(mail.text).toContain('Demo Groothandel B.V.');
    expect(serverSmtp.received).toHaveLength(0);
    expect((await status(admin, res.json().id)).json()).toMatchObject({ status: 'sent', lastError: null });
  });

  it("sends to the signed-in user when no address is given, through the server's SMTP for a company without its own", async () => {
    const res = await post(other, 'email/test');
    expect(res.statusCode).toBe(200);
    expect(res.json().to).toBe('admin@other.example.com');
    await t.runJobs();
    await serverSmtp.waitFor((m) => m.envelopeTo.includes('admin@other.example.com'));
    expect(tenantSmtp.received.some((m) => m.envelopeTo.includes('admin@other.example.com'))).toBe(false);
  });

  it("reports a failure to reach the company's SMTP server in the message's status", async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/email',
      headers: bearer(admin),
      payload: { smtp: { host: '127.0.0.1', port: 1 } },
    });
    const res = await post(admin, 'email/test', { to: 'nobody@example.com' });
    await t.runJobs();
    const after = (await status(admin, res.json().id)).json();
    expect(after.status).toBe('pending');
    expect(after.lastError).toBeTruthy();
  });

  it('needs settings:write, a valid address, and shows no other company its messages', async () => {
    expect((await post(staff, 'email/test', { to: 'x@example.com' })).statusCode).toBe(403);
    const bad = await post(admin, 'email/test', { to: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('to');
    const mine = await post(admin, 'email/test', { to: 'mine@example.com' });
    expect((await status(other, mine.json().id)).statusCode).toBe(404);
  });
});

describe('POST /settings/workspace/twilio/test', () => {
  it('checks the given account and phone number at the provider', async () => {
    const res = await post(admin, 'workspace/twilio/test', { accountSid: sid, authToken: token, phoneNumber: '+3197010000001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: null, accountName: 'Demo SMS', accountStatus: 'active', phoneNumberFound: true });
  });

  it('says what the provider said when the credentials are wrong', async () => {
    const res = await post(admin, 'workspace/twilio/test', { accountSid: sid, authToken: 'ffffffffffffffffffffffffffffffff' });
    expect(res.json()).toMatchObject({ ok: false, message: 'Messaging provider connection failed: Authenticate' });
  });

  it('uses the stored token when the test leaves it blank, and notices a phone number of another account', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/communication',
      headers: bearer(admin),
      payload: { twilio: { enabled: true, accountSid: sid, authToken: token, phoneNumber: '+3197010000001' } },
    });
    expect((await post(admin, 'workspace/twilio/test', {})).json().ok).toBe(true);
    const res = await post(admin, 'workspace/twilio/test', { phoneNumber: '+3197010000999' });
    expect(res.json()).toMatchObject({ ok: false, phoneNumberFound: false });
  });

  it('reports an unreachable provider as a failed connection, not a server error', async () => {
    const down = await createTestApp({ twilioApiUrl: 'http://127.0.0.1:1' });
    try {
      const tkn = (await signIn(down.app, 'admin@demo.example.com')).access_token;
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/v1/settings/workspace/twilio/test',
        headers: bearer(tkn),
        payload: { accountSid: sid, authToken: token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().ok).toBe(false);
      expect(res.json().message).toMatch(/^Messaging provider connection failed/);
    } finally {
      await down.close();
    }
  });

  it('sends a test SMS only while SMS is turned on (409 by key when off, nothing sent)', async () => {
    const save = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/settings/communication',
        headers: bearer(admin),
        payload: { twilio: { enabled, accountSid: sid, authToken: token, phoneNumber: '+3197010000001' } },
      });
    expect((await save(false)).statusCode).toBe(200);
    const sentBefore = twilio.messages.length;
    const off = await post(admin, 'workspace/twilio/test-sms', { to: '+31612345678' });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toMatchObject({ code: 'CONFLICT', key: 'settings.smsOff' });
    expect(twilio.messages).toHaveLength(sentBefore);

    expect((await save(true)).statusCode).toBe(200);
    const on = await post(admin, 'workspace/twilio/test-sms', { to: '+31612345678' });
    expect(on.statusCode, on.body).toBe(200);
    expect(twilio.messages.at(-1)).toMatchObject({ from: '+3197010000001', to: '+31612345678' });
    expect((await post(staff, 'workspace/twilio/test-sms', { to: '+31612345678' })).statusCode).toBe(403);
  });

  it('needs an account and token, and settings:write', async () => {
    const res = await post(other, 'workspace/twilio/test', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['accountSid', 'authToken']);
    expect((await post(staff, 'workspace/twilio/test', {})).statusCode).toBe(403);
  });
});
