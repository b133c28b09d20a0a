import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf, type UserRole } from '@wb/contract/roles';
import { createTokenSigner } from '@/platform/auth/tokens';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, remoteAddress });
const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

describe('POST /auth/login', () => {
  const demoUsers: Array<{ email: string; role: UserRole; tenantName: string | null }> = [
    { email: 'super@example.com', role: 'SUPER_ADMIN', tenantName: null },
    { email: 'admin@demo.example.com', role: 'TENANT_ADMIN', tenantName: 'Demo Groothandel B.V.' },
    { email: 'staff@demo.example.com', role: 'sales', tenantName: 'Demo Groothandel B.V.' },
    { email: 'admin@other.example.com', role: 'TENANT_ADMIN', tenantName: 'Andere Handel B.V.' },
  ];

  it.each(demoUsers)('signs $email in as $role of $tenantName', async ({ email, role, tenantName }) => {
    const body = await signIn(t.app, email);
    expect(body.user).toMatchObject({ email, role, tenantName, permissions: permissionsOf(role) });
    expect(body.user.tenantId === null).toBe(tenantName === null);
    expect(body.expiresIn).toBe(900);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(40);

    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: body.user.id, tid: body.user.tenantId, role });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);

    const res = await me(bearer(body.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body.user);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const res = await login({ email: '  Admin@Demo.EXAMPLE.com ', password: 'Demo!2345-Kaas' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('admin@demo.example.com');
  });

  it('answers missing fields with 400 VALIDATION_FAILED and one detail per field', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('email: This field is required (and 1 more)');
    expect(error.details).toMatchObject([
      { path: 'email', message: 'This field is required' },
      { path: 'password', message: 'This field is required' },
    ]);
  });

  it('answers malformed fields with a detail for each', async () => {
    const res = await login({ email: 'not-an-email', password: 12345 });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toHaveLength(2);
    expect(error.details).toContainEqual(expect.objectContaining({ path: 'email', message: 'Please enter a valid email address.' }));
    expect(error.details.map((d: { path: string }) => d.path)).toContain('password');

    const blank = await login({ email: '   ', password: '' });
    expect(blank.json().error.details).toMatchObject([
      { path: 'email', message: 'This field is required' },
      { path: 'password', message: 'This field is required' },
    ]);
  });

  it('refuses unknown fields and a missing body with 400, never 500', async () => {
    const extra = await login({ email: 'admin@demo.example.com', password: 'Demo!2345-Kaas', role: 'SUPER_ADMIN' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.code).toBe('VALIDATION_FAILED');
    expect(extra.json().error.details[0].message).toMatch(/role/);

    const none = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body' }] });
  });

  it('answers a wrong password and an unknown e-mail with byte-identical 401 bodies', async () => {
    const wrong = await login({ email: 'admin@demo.example.com', password: 'Wrong!2345' }, '10.1.0.2');
    const unknown = await login({ email: 'nobody@demo.example.com', password: 'Demo!2345-Kaas' }, '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } });
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
  });
});

describe('GET /auth/me', () => {
  it('answers 401 UNAUTHENTICATED without a token, or with another scheme', async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Basic YWRtaW46YWRtaW4=' }, { authorization: 'Bearer ' }];
    for (const headers of attempts) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Sign-in required' });
    }
  });

  it('answers 401 TOKEN_EXPIRED for an expired access token of a live session', async () => {
    const { access_token } = await signIn(t.app, 'staff@demo.example.com');
    const claims = decodeJwt(access_token);
    const expired = await createTokenSigner(t.deps.config.appSecret, -10).sign({
      userId: String(claims.sub),
      sessionId: String(claims.sid),
      tenantId: claims.tid as string,
      role: claims.role as UserRole,
    });
    const res = await me(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_EXPIRED');
    expect((await me(bearer(access_token))).statusCode).toBe(200);
  });

  it('answers 401 INVALID_TOKEN for a tampered, foreign or garbled token', async () => {
    const { access_token } = await signIn(t.app, 'staff@demo.example.com');
    const [header, payload, signature] = access_token.split('.');
    const raised = { ...decodeJwt(access_token), role: 'TENANT_ADMIN' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(raised)).toString('base64url')}.${signature}`;
    const flipped = `${header}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    const claims = decodeJwt(access_token);
    const foreign = await createTokenSigner(Buffer.from('another-secret-another-secret-another-secret'), 900).sign({
      userId: String(claims.sub),
      sessionId: String(claims.sid),
      tenantId: claims.tid as string,
      role: 'TENANT_ADMIN',
    });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const token of [tampered, flipped, foreign, unsigned, 'not.a.jwt', 'garbage']) {
      const res = await me(bearer(token));
      expect(res.statusCode, token).toBe(401);
      expect(res.json().error, token).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    }
  });
});
