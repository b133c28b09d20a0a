import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import { createSecretBox } from '@/platform/crypto/secret-box';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { getSettingsBulk, getSettingsSecret } from './settings.service';
import { ctxOf } from '@/platform/context';

let t: TestApp;
let admin: string;
let staff: string;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app, 'admin@demo.example.com');
  admin = session.access_token;
  tenantId = session.user.tenantId ?? '';
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
});
afterAll(() => t.close());

const put = (path: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/settings/${path}`, headers: bearer(admin), payload });
const bulk = async (token = admin) => (await t.app.inject({ method: 'GET', url: '/api/v1/settings/bulk', headers: bearer(token) })).json();
const box = () => createSecretBox(t.deps.config.appSecret);
const secretOf = (section: 'email' | 'payments' | 'communication', path: string[]) =>
  systemCtx(t.deps.db, tenantId, (ctx) => getSettingsSecret(ctx, box(), section, path));
const rawRows = () =>
  inTransaction(t.deps.db, { tenantId }, (tx) => tx.selectFrom('workspaceSetting').selectAll().where('tenantId', '=', tenantId).execute());
const auditText = async () =>
  JSON.stringify(
    await inTransaction(t.deps.db, { tenantId }, (tx) =>
      tx.selectFrom('auditEvent').selectAll().where('tenantId', '=', tenantId).execute(),
    ),
  );

const smtpPassword = 'Sup3r-Secret-Passw0rd';
const apiKey = 'test_abcdefghijklmnopqrstuvwxyz12';
const authToken = 'f00dfeedf00dfeedf00dfeedf00dfeed';

describe('secrets', () => {
  it('are encrypted at rest and only ever answered masked', async () => {
    const res = await put('email', { smtp: { host: 'smtp.example.com', auth: { user: 'mailer', pass: smtpPassword } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().smtp.auth.pass).toMatch(/^•+$/);
    expect(JSON.stringify(await rawRows())).not.toContain(smtpPassword);
    expect(JSON.stringify(await bulk())).not.toContain(smtpPassword);
    expect(await secretOf('email', ['smtp', 'auth', 'pass'])).toBe(smtpPassword);
  });

  it('are kept when a save leaves them blank or sends the mask back', async () => {
    const shown = (await bulk()).email;
    expect((await put('email', { smtp: { ...shown.smtp, port: 465 } })).statusCode).toBe(200);
    expect(await secretOf('email', ['smtp', 'auth', 'pass'])).toBe(smtpPassword);
    expect((await put('email', { smtp: { ...shown.smtp, auth: { user: 'mailer', pass: '' } } })).statusCode).toBe(200);
    expect(await secretOf('email', ['smtp', 'auth', 'pass'])).toBe(smtpPassword);
    expect((await put('email', { smtp: { ...shown.smtp, auth: { user: 'mailer', pass: 'new-pass' } } })).statusCode).toBe(200);
    expect(await secretOf('email', ['smtp', 'auth', 'pass'])).toBe('new-pass');
  });

  it('show the live_/test_ prefix and last 4 of a provider key, and never reach the audit trail', async () => {
    const res = await put('payments', { ideal: { enabled: true }, provider: { apiKey } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().provider.apiKey).toBe('test_••••••••yz12');
    await put('communication', { twilio: { enabled: true, accountSid: `AC${'a'.repeat(32)}`, authToken, phoneNumber: '+31612345678' } });
    expect((await bulk()).communication.twilio.authToken).toBe('••••••••feed');
    const audit = await auditText();
    for (const secret of [smtpPassword, 'new-pass', apiKey, authToken]) expect(audit).not.toContain(secret);
    expect(audit).toContain('"path":"provider.apiKey","secret":true');
  });

  it('hide connection details from users who may not read the settings, but not the rest', async () => {
    const asStaff = await bulk(staff);
    expect(asStaff.email.smtp.host).toBe('smtp.example.com'); // sales holds settings:read
    // A role without settings:read (a tenant's own matrix can make one) still gets what the app needs.
    const noRead = await inTransaction(t.deps.db, { tenantId }, (tx) =>
      getSettingsBulk(
        ctxOf(tx, {
          tenantId,
          principal: { userId: tenantId, sessionId: tenantId, tenantId, role: 'guest', permissions: { orders: 'read' } },
        }),
      ),
    );
    expect(noRead.email.smtp.host).toBe('');
    expect(noRead.payments.provider.apiKey).toBe('');
    expect(noRead.communication.twilio.accountSid).toBe('');
    expect(noRead.communication.messageOfTheDay).toBe((await bulk()).communication.messageOfTheDay);
    expect(noRead.payments.ideal.enabled).toBe(true);
  });
});

describe('payments', () => {
  it('needs an API key before iDEAL is switched on: "API key is required"', async () => {
    const other = (await signIn(t.app, 'admin@other.example.com')).access_token;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/payments',
      headers: bearer(other),
      payload: { ideal: { enabled: true } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject([{ path: 'provider.apiKey', message: 'API key is required' }]);
  });

  it('refuses a key without the live_ or test_ prefix', async () => {
    const res = await put('payments', { provider: { apiKey: 'abc_1234567890abcdef' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ path: 'provider.apiKey', message: 'API key must start with live_ or test_' });
  });

  it('keeps the stored key when iDEAL stays on and the key is left blank', async () => {
    const res = await put('payments', { ideal: { enabled: true }, provider: { apiKey: '' } });
    expect(res.statusCode).toBe(200);
    expect(await secretOf('payments', ['provider', 'apiKey'])).toBe(apiKey);
  });
});
