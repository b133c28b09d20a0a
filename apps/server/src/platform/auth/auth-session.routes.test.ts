import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformTenantId } from '@/db/transaction';
import { findBrokenAuditLink } from '@/platform/audit/audit';
import { inTransaction } from '@/db/transaction';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { selectAuditEvents, selectTenantId } from '../../../test/test-audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refreshToken = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { refreshToken: token } });
const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(accessToken) });
const logout = (options: { headers?: Record<string, string>; payload?: object; cookies?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', ...options });
const sessionRevoked = { statusCode: 401, code: 'SESSION_REVOKED' };
const outcome = (res: { statusCode: number; json: () => { error?: { code: string } } }) => ({
  statusCode: res.statusCode,
  code: res.json().error?.code,
});

describe('POST /auth/refresh-token', () => {
  it('rotates: each refresh token works once and yields a new pair that works', async () => {
    const first = await signIn(t.app, 'admin@demo.example.com');
    const res = await refreshToken(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user).toEqual(first.user);
    expect((await me(second.access_token)).statusCode).toBe(200);

    const third = await refreshToken(second.refreshToken);
    expect(third.statusCode).toBe(200);
    expect(third.json().refreshToken).not.toBe(second.refreshToken);
  });

  it('treats a replayed refresh token as theft: 401 and the whole session is revoked', async () => {
    const first = await signIn(t.app, 'staff@demo.example.com');
    const second = (await refreshToken(first.refreshToken)).json();
    const third = (await refreshToken(second.refreshToken)).json();
    expect((await me(third.access_token)).statusCode).toBe(200);

    const replay = await refreshToken(first.refreshToken);
    expect(outcome(replay)).toEqual(sessionRevoked);
    expect(replay.json().error.message).toMatch(/used twice/);

    expect(outcome(await refreshToken(third.refreshToken))).toEqual(sessionRevoked);
    expect(outcome(await me(third.access_token))).toEqual(sessionRevoked);
    expect(outcome(await me(first.access_token))).toEqual(sessionRevoked);
  });

  it('refuses an unknown token with 401 INVALID_TOKEN and a too-short one with 400', async () => {
    const unknown = await refreshToken('x'.repeat(43));
    expect(outcome(unknown)).toEqual({ statusCode: 401, code: 'INVALID_TOKEN' });
    const short = await refreshToken('abc');
    expect(outcome(short)).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(short.json().error.details[0].path).toBe('refreshToken');
  });
});

describe('the web client cookie flow', () => {
  const webLogin = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-client': 'web' },
      payload: { email: 'admin@other.example.com', password: 'Demo!2345-Kaas' },
    });
  const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'wb_refresh');

  it('sets the refresh token as an httpOnly cookie scoped to /api/v1/auth, only for the web client', async () => {
    const res = await webLogin();
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).toMatchObject({ value: res.json().refreshToken, httpOnly: true, path: '/api/v1/auth', sameSite: 'Strict' });

    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@other.example.com', password: 'Demo!2345-Kaas' },
    });
    expect(plain.statusCode).toBe(200);
    expect(cookieOf(plain)).toBeUndefined();
  });

  it('rotates the cookie on POST /auth/refresh, and a replayed cookie ends the session and clears it', async () => {
    const old = cookieOf(await webLogin())?.value ?? '';
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { wb_refresh: old } });
    expect(res.statusCode).toBe(200);
    const rotated = cookieOf(res);
    expect(rotated).toMatchObject({ httpOnly: true, path: '/api/v1/auth' });
    expect(rotated?.value).not.toBe(old);
    expect(rotated?.value).toBe(res.json().refreshToken);
    expect((await me(res.json().access_token)).statusCode).toBe(200);

    const replay = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { wb_refresh: old } });
    expect(outcome(replay)).toEqual(sessionRevoked);
    expect(cookieOf(replay)).toMatchObject({ value: '', path: '/api/v1/auth' });
    expect(outcome(await me(res.json().access_token))).toEqual(sessionRevoked);
  });

  it('answers POST /auth/refresh without a cookie with 401 UNAUTHENTICATED', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh' });
    expect(outcome(res)).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session of the access token: the token and its refresh token stop working', async () => {
    const session = await signIn(t.app, 'admin@demo.example.com');
    const res = await logout({ headers: bearer(session.access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(outcome(await me(session.access_token))).toEqual(sessionRevoked);
    expect(outcome(await refreshToken(session.refreshToken))).toEqual(sessionRevoked);
  });

  it('revokes the session of a refresh token given in the body or the cookie', async () => {
    const byBody = await signIn(t.app, 'staff@demo.example.com');
    expect((await logout({ payload: { refreshToken: byBody.refreshToken } })).statusCode).toBe(200);
    expect(outcome(await me(byBody.access_token))).toEqual(sessionRevoked);

    const byCookie = await signIn(t.app, 'staff@demo.example.com');
    const res = await logout({ cookies: { wb_refresh: byCookie.refreshToken } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'wb_refresh')?.value).toBe('');
    expect(outcome(await me(byCookie.access_token))).toEqual(sessionRevoked);
  });

  it('answers 200 without any token, and with a token that no longer works', async () => {
    expect((await logout()).json()).toEqual({ ok: true });
    const ended = await signIn(t.app, 'super@example.com');
    await logout({ headers: bearer(ended.access_token) });
    const again = await logout({ headers: bearer(ended.access_token), payload: { refreshToken: ended.refreshToken } });
    expect(again.statusCode).toBe(200);
    expect((await logout({ headers: bearer('garbage') })).statusCode).toBe(200);
  });

  it('leaves the other sessions of the same user alone', async () => {
    const a = await signIn(t.app, 'admin@other.example.com');
    const b = await signIn(t.app, 'admin@other.example.com');
    await logout({ headers: bearer(a.access_token) });
    expect((await me(b.access_token)).statusCode).toBe(200);
  });
});

describe('security events', () => {
  it('audits sign-ins, failures, refresh reuse and logouts in the right chain', async () => {
    const demo = await selectTenantId(t.handle.db, 'Demo Groothandel B.V.');
    const ip = '10.9.9.9';
    const post = (url: string, payload: object, headers = {}) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

    const session = (await post('/api/v1/auth/login', { email: 'staff@demo.example.com', password: 'Demo!2345-Kaas' })).json();
    await post('/api/v1/auth/login', { email: 'staff@demo.example.com', password: 'nope' });
    await post('/api/v1/auth/login', { email: 'ghost@example.com', password: 'nope' });
    await post('/api/v1/auth/refresh-token', { refreshToken: session.refreshToken });
    await post('/api/v1/auth/refresh-token', { refreshToken: session.refreshToken });
    const other = (await post('/api/v1/auth/login', { email: 'staff@demo.example.com', password: 'Demo!2345-Kaas' })).json();
    await post('/api/v1/auth/logout', {}, bearer(other.access_token));

    const mine = (await selectAuditEvents(t.handle.db, demo)).filter((e) => e.ip === ip);
    const sessionId = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;
    expect(mine.map((e) => [e.action, e.target])).toEqual([
      ['auth.login', sessionId(session.access_token)],
      ['auth.login_failed', session.user.id],
      ['auth.refresh_reuse', sessionId(session.access_token)],
      ['auth.login', sessionId(other.access_token)],
      ['auth.logout', sessionId(other.access_token)],
    ]);
    expect(mine.every((e) => e.actorUserId === session.user.id)).toBe(true);
    expect(mine[1]?.details).toMatchObject({ reason: 'wrong_password' });

    const platform = (await selectAuditEvents(t.handle.db, platformTenantId)).filter((e) => e.ip === ip);
    // An address of no user is named by a keyed marker, never by the address itself.
    expect(platform.map((e) => [e.action, e.target, e.actorUserId, e.details])).toEqual([
      ['auth.login_failed', expect.stringMatching(/^unknown:[0-9a-f]{32}$/), null, { reason: 'unknown_email' }],
    ]);

    for (const tenantId of [demo, platformTenantId]) {
      expect(await inTransaction(t.handle.db, { tenantId }, (tx) => findBrokenAuditLink(tx, tenantId))).toBeNull();
    }
  });
});
