import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { startFakeSmtp } from '../../../test/fake-smtp';
import { latestMailTo, login, loginOk, testPassword, uniqueEmail, verifyTokenIn } from '../../../test/account-helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'http://app.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const person = (email: string) => ({ firstName: 'Fleur', lastName: 'Visser', email, password: testPassword });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const countUsers = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('appUser')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const countTenants = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('tenant')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /auth/register/company and the confirmation link over SMTP', () => {
  const email = uniqueEmail('owner');

  it('creates the tenant on trial with the person as TENANT_ADMIN, and mails a link', async () => {
    const res = await post('/auth/register/company', {
      ...person(email.toUpperCase()),
      companyName: 'Visser Groothandel',
      kvkNumber: '1234 5678',
      vatNumber: 'nl123456789b01',
      address: 'Havenweg 1',
      postalCode: '1234 ab',
      city: 'Utrecht',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ requiresVerification: true, email });
    const tenant = await t.deps.db.selectFrom('tenant').selectAll().where('name', '=', 'Visser Groothandel').executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({
      subscriptionStatus: 'trial',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      postalCode: '1234 AB',
    });
    const membership = await t.deps.db.selectFrom('tenantUser').selectAll().where('tenantId', '=', tenant.id).executeTakeFirstOrThrow();
    expect(membership.role).toBe('TENANT_ADMIN');
    await t.runJobs();
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('Bevestig je e-mailadres');
    expect(mail.text).toContain('http://app.test/verify-email/');
  });

  it('refuses sign-in until the address is confirmed, with a clear code', async () => {
    const res = await login(t, email, testPassword);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('a wrong password is still just "invalid credentials" (nothing told about the address)', async () => {
    const res = await login(t, email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('the link from the received mail confirms the address once; then sign-in works as company admin', async () => {
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    const token = verifyTokenIn(mail.text);
    const first = await post('/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, email });
    const again = await post('/auth/verify-email', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toMatchObject({ code: 'INVALID_TOKEN', details: [{ path: 'token', message: 'used' }] });
    const session = await loginOk(t, email, testPassword);
    expect(session.user).toMatchObject({ role: 'TENANT_ADMIN', tenantName: 'Visser Groothandel' });
  });
});

describe('POST /auth/register (a person without a company)', () => {
  const email = uniqueEmail('solo');

  it('registers, confirms, and signs in as USER without a tenant or permissions', async () => {
    const res = await post('/auth/register', { ...person(email), locale: 'en' });
    expect(res.statusCode).toBe(201);
    const mail = await latestMailTo(t, email);
    expect(mail?.subject).toBe('Confirm your email address');
    expect(mail?.tenantId).toBe('00000000-0000-0000-0000-000000000000');
    expect((await post('/auth/verify-email', { token: verifyTokenIn(mail?.textBody) })).statusCode).toBe(200);
    const session = await loginOk(t, email, testPassword);
    expect(session.user).toMatchObject({ role: 'USER', tenantId: null, tenantName: null, permissions: {} });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(session.access_token) });
    expect(me.json().role).toBe('USER');
  });

  it('then registers a company while signed in, and gets a token for it', async () => {
    const session = await loginOk(t, email, testPassword);
    const res = await post('/auth/company', { companyName: 'Solo Trading', kvkNumber: '87654321' }, bearer(session.access_token));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'TENANT_ADMIN', tenantName: 'Solo Trading' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(res.json().access_token) });
    expect(me.json()).toMatchObject({ role: 'TENANT_ADMIN', tenantName: 'Solo Trading' });
    const twice = await post('/auth/company', { companyName: 'Second' }, bearer(res.json().access_token));
    expect(twice.statusCode).toBe(409);
  });

  it('answers an address that has an account exactly like a new one, and tells its owner by mail', async () => {
    const usersBefore = await countUsers();
    const res = await post('/auth/register', person('admin@demo.example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ requiresVerification: true, email: 'admin@demo.example.com' });
    expect(await countUsers()).toBe(usersBefore);
    expect((await latestMailTo(t, 'admin@demo.example.com'))?.subject).toBe('Je hebt al een account');
  });
});

describe('validation: the spec messages, field details, nothing written', () => {
  const userDetails = 'Please fill in all required user details (First Name, Last Name, Email, Password).';

  it.each([
    ['missing fields', {}, 'firstName', userDetails],
    ['blank last name', { ...person('x@example.com'), lastName: '  ' }, 'lastName', userDetails],
    ['bad e-mail', person('not-an-address'), 'email', 'Please enter a valid email address.'],
    ['short password', { ...person('x@example.com'), password: 'short' }, 'password', 'Minimum 8 characters required'],
  ])('%s → 400', async (_name, payload, path, message) => {
    const [users, tenants] = [await countUsers(), await countTenants()];
    const res = await post('/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ path, message }));
    expect([await countUsers(), await countTenants()]).toEqual([users, tenants]);
  });

  it.each([
    ['no company name', { companyName: '' }, 'companyName', 'Company Name is required.'],
    [
      'a KvK number that is not 8 digits',
      { companyName: 'Co', kvkNumber: '1234567' },
      'kvkNumber',
      'KVK Number must be 8 digits if provided.',
    ],
  ])('company: %s → 400', async (_name, extra, path, message) => {
    const [users, tenants] = [await countUsers(), await countTenants()];
    const res = await post('/auth/register/company', { ...person(uniqueEmail()), ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ path, message }));
    expect([await countUsers(), await countTenants()]).toEqual([users, tenants]);
  });

  it('resend needs an address', async () => {
    const res = await post('/auth/resend-verification', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ path: 'email', message: 'Email address is required' }));
  });
});

describe('expired links and resending', () => {
  it('an expired link is refused and says so; a resend mails a new one that works', async () => {
    const email = uniqueEmail('late');
    await post('/auth/register', person(email));
    const token = verifyTokenIn((await latestMailTo(t, email))?.textBody);
    await inTransaction(t.deps.db, { tenantId: null }, (tx) =>
      tx
        .updateTable('userToken')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('purpose', '=', 'verify_email')
        .execute(),
    );
    const expired = await post('/auth/verify-email', { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toMatchObject({ code: 'INVALID_TOKEN', details: [{ path: 'token', message: 'expired' }] });
    // The registration's own link counts towards the one-a-minute spacing: make it an old one.
    await t.deps.db
      .updateTable('userToken')
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .execute();

    expect((await post('/auth/resend-verification', { email })).json()).toEqual({ ok: true });
    const fresh = verifyTokenIn((await latestMailTo(t, email))?.textBody);
    expect(fresh).not.toBe(token);
    expect((await post('/auth/verify-email', { token: fresh })).statusCode).toBe(200);
  });

  it('answers the same for unknown, confirmed and too-frequent requests, and mails nothing then', async () => {
    const outboxSize = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('mailOutbox')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await outboxSize();
    for (const email of ['nobody@example.com', 'admin@demo.example.com']) {
      const res = await post('/auth/resend-verification', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    const pending = uniqueEmail('pending');
    await post('/auth/register', person(pending));
    const afterRegistration = await outboxSize();
    expect(afterRegistration).toBe(before + 1);
    expect((await post('/auth/resend-verification', { email: pending })).json()).toEqual({ ok: true });
    expect(await outboxSize()).toBe(afterRegistration);
  });

  it('an unknown token is invalid', async () => {
    const res = await post('/auth/verify-email', { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.details).toMatchObject([{ path: 'token', message: 'invalid' }]);
  });
});
