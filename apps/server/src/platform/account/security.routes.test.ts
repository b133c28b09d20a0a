import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { latestMailTo, login, loginOk, registerVerified } from '../../../test/account-helpers';
import { userIdByEmail } from '../../../test/api-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
const post = (url: string, token: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload: payload as object });
const put = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: bearer(token), payload: payload as object });

describe('active sessions', () => {
  it('lists the sessions with device, IP address, last active and the current one marked', async () => {
    const { email, password } = await registerVerified(t);
    const first = await loginOk(t, email, password, chromeOnWindows);
    await loginOk(t, email, password, safariOnIphone);
    const res = await get('/auth/sessions', first.access_token);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items).toHaveLength(2);
    expect(items.find((s: { current: boolean }) => s.current)).toMatchObject({ device: 'Chrome · Windows', ipAddress: '127.0.0.1' });
    expect(items.find((s: { current: boolean }) => !s.current)).toMatchObject({ device: 'Safari · iOS', current: false });
    expect(new Date(items[0].lastActive).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('revokes one session: its next call is refused with SESSION_REVOKED, and so is its refresh', async () => {
    const { email, password } = await registerVerified(t);
    const here = await loginOk(t, email, password);
    const there = await loginOk(t, email, password, chromeOnWindows);
    const other = (await get('/auth/sessions', here.access_token)).json().items.find((s: { current: boolean }) => !s.current);
    expect((await post(`/auth/sessions/${other.id}/revoke`, here.access_token)).statusCode).toBe(200);
    const refused = await get('/auth/me', there.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('SESSION_REVOKED');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: there.refreshToken },
    });
    expect(refresh.json().error.code).toBe('SESSION_REVOKED');
    expect((await get('/auth/me', here.access_token)).statusCode).toBe(200);
    expect((await post(`/auth/sessions/${other.id}/revoke`, here.access_token)).statusCode).toBe(404);
    const audit = await t.deps.db.selectFrom('auditEvent').select('action').where('target', '=', other.id).execute();
    expect(audit.map((a) => a.action)).toContain('auth.session_revoked');
  });

  it("another person's session (of another tenant) answers 404 and stays open", async () => {
    const mine = await signIn(t.app, 'admin@demo.example.com');
    const theirs = await signIn(t.app, 'admin@other.example.com');
    const theirId = (await get('/auth/sessions', theirs.access_token)).json().items[0].id;
    const res = await post(`/auth/sessions/${theirId}/revoke`, mine.access_token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await get('/auth/me', theirs.access_token)).statusCode).toBe(200);
    const listed = (await get('/auth/sessions', mine.access_token)).json().items.map((s: { id: string }) => s.id);
    expect(listed).not.toContain(theirId);
    expect((await post('/auth/sessions/not-a-uuid/revoke', mine.access_token)).statusCode).toBe(400);
  });

  it('logs out from all other devices, keeping this one', async () => {
    const { email, password } = await registerVerified(t);
    const here = await loginOk(t, email, password);
    const others = [await loginOk(t, email, password, chromeOnWindows), await loginOk(t, email, password, safariOnIphone)];
    const res = await post('/auth/logout-all', here.access_token);
    expect(res.json()).toEqual({ ok: true, endedSessions: 2 });
    for (const other of others) expect((await get('/auth/me', other.access_token)).statusCode).toBe(401);
    expect((await get('/auth/sessions', here.access_token)).json().items).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-all' })).statusCode).toBe(401);
  });
});

describe('session timeout (idle minutes, enforced by the server)', () => {
  it('ends a session idle for longer than the chosen timeout', async () => {
    const { email, password } = await registerVerified(t);
    const session = await loginOk(t, email, password);
    const saved = await put('/auth/security-settings', session.access_token, { securityAlerts: true, sessionTimeoutMinutes: 15 });
    expect(saved.json().sessionTimeoutMinutes).toBe(15);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.deps.db
      .updateTable('authSession')
      .set({ lastActiveAt: ago(14) })
      .where('userId', '=', saved.json().id)
      .execute();
    expect((await get('/auth/me', session.access_token)).statusCode).toBe(200);
    await t.deps.db
      .updateTable('authSession')
      .set({ lastActiveAt: ago(16) })
      .where('userId', '=', saved.json().id)
      .execute();
    const idle = await get('/auth/me', session.access_token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toMatchObject({ code: 'SESSION_REVOKED', message: expect.stringContaining('inactivity') });
    const row = await t.deps.db
      .selectFrom('authSession')
      .select('revokedReason')
      .where('userId', '=', saved.json().id)
      .executeTakeFirstOrThrow();
    expect(row.revokedReason).toBe('idle_timeout');
  });

  it('refuses a refresh of an idle session', async () => {
    const { email, password } = await registerVerified(t);
    const session = await loginOk(t, email, password);
    await t.deps.db
      .updateTable('authSession')
      .set({ lastActiveAt: new Date(Date.now() - 31 * 60_000) })
      .where('userId', '=', session.user.id)
      .execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { refreshToken: session.refreshToken } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_REVOKED');
  });

  it('accepts only the offered timeouts', async () => {
    const session = await signIn(t.app, 'staff@demo.example.com');
    const res = await put('/auth/security-settings', session.access_token, { securityAlerts: true, sessionTimeoutMinutes: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('sessionTimeoutMinutes');
  });
});

describe('POST /auth/change-password', () => {
  it('refuses a mismatch and a short password with field details', async () => {
    const session = await signIn(t.app, 'staff@demo.example.com');
    const mismatch = await post('/auth/change-password', session.access_token, {
      currentPassword: 'x',
      newPassword: 'abcdefgh1',
      confirmPassword: 'abcdefgh2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toMatchObject([{ path: 'confirmPassword', message: 'Passwords do not match' }]);
    const short = await post('/auth/change-password', session.access_token, {
      currentPassword: 'x',
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.json().error.details).toContainEqual(
      expect.objectContaining({ path: 'newPassword', message: 'Minimum 8 characters required' }),
    );
  });

  it('refuses a wrong current password (audited, counted) and changes nothing', async () => {
    const { email, password } = await registerVerified(t);
    const session = await loginOk(t, email, password);
    const res = await post('/auth/change-password', session.access_token, {
      currentPassword: 'wrong-one',
      newPassword: 'Nieuw-wachtwoord-2',
      confirmPassword: 'Nieuw-wachtwoord-2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    expect((await login(t, email, password)).statusCode).toBe(200);
    const audit = await t.deps.db
      .selectFrom('auditEvent')
      .select('action')
      .where('target', '=', await userIdByEmail(t.deps.db, email)) // the chain names people by id, not e-mail
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('auth.password_change_failed');
  });

  it('changes it, ends the other sessions, tells the person, and the new password signs in', async () => {
    const { email, password } = await registerVerified(t);
    const here = await loginOk(t, email, password);
    const elsewhere = await loginOk(t, email, password, chromeOnWindows);
    const res = await post('/auth/change-password', here.access_token, {
      currentPassword: password,
      newPassword: 'Nieuw-wachtwoord-2',
      confirmPassword: 'Nieuw-wachtwoord-2',
    });
    expect(res.json()).toEqual({ ok: true, endedSessions: 1 });
    expect((await get('/auth/me', elsewhere.access_token)).statusCode).toBe(401);
    expect((await get('/auth/me', here.access_token)).statusCode).toBe(200);
    expect((await login(t, email, password)).statusCode).toBe(401);
    expect((await login(t, email, 'Nieuw-wachtwoord-2')).statusCode).toBe(200);
    expect((await latestMailTo(t, email))?.purpose).toBe('password_changed');
  });
});

describe('security alert on a sign-in from a new device', () => {
  it('mails the person when a device signs in that they never used, if alerts are on', async () => {
    const { email, password } = await registerVerified(t);
    await loginOk(t, email, password, chromeOnWindows);
    await loginOk(t, email, password, chromeOnWindows);
    expect((await latestMailTo(t, email))?.purpose).toBe('verify_email');
    await loginOk(t, email, password, safariOnIphone);
    const alert = await latestMailTo(t, email);
    expect(alert?.purpose).toBe('security_alert');
    expect(alert?.textBody).toContain('Safari · iOS');
  });

  it('stays quiet when alerts are off', async () => {
    const { email, password } = await registerVerified(t);
    const session = await loginOk(t, email, password, chromeOnWindows);
    await put('/auth/security-settings', session.access_token, { securityAlerts: false, sessionTimeoutMinutes: 30 });
    await loginOk(t, email, password, safariOnIphone);
    expect((await latestMailTo(t, email))?.purpose).toBe('verify_email');
  });
});

describe('brute force on sign-in', () => {
  it('locks the account after 5 wrong passwords (audited as a lockout), answering unknown e-mails alike', async () => {
    const { email, password } = await registerVerified(t);
    const unknown = await login(t, 'nobody-here@example.com', 'whatever-1');
    const wrong = await login(t, email, 'whatever-1');
    expect([unknown.statusCode, unknown.json().error]).toEqual([wrong.statusCode, wrong.json().error]);
    for (let i = 0; i < 4; i++) expect((await login(t, email, 'whatever-1')).statusCode).toBe(401);
    const locked = await login(t, email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const events = await t.deps.db
      .selectFrom('auditEvent')
      .select('action')
      .where('target', '=', await userIdByEmail(t.deps.db, email))
      .execute();
    expect(events.filter((e) => e.action === 'auth.login_failed')).toHaveLength(5);
    expect(events.filter((e) => e.action === 'auth.lockout')).toHaveLength(1);
    await t.deps.db.deleteFrom('loginThrottle').execute();
  });
});
