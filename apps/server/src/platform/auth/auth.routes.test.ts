import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/login', () => {
  it('signs a demo admin in and returns token, refresh token and user', async () => {
    const body = await signIn(t.app, 'admin@demo.example.com');
    expect(body.user).toMatchObject({ email: 'admin@demo.example.com', role: 'TENANT_ADMIN', tenantName: 'Demo Groothandel B.V.' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('admin@demo.example.com');
  });
});
