import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '@/seed/demo-seed';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The refresh cookie is Secure when APP_URL is https, even though the request reached us over http. */
let https: TestApp;
let http: TestApp;

beforeAll(async () => {
  [https, http] = await Promise.all([createTestApp({ appUrl: 'https://backoffice.example.com' }), createTestApp()]);
});
afterAll(() => Promise.all([https.close(), http.close()]));

const webLogin = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-client': 'web' },
    payload: { email: 'admin@other.example.com', password: demoPassword },
  });
const cookieOf = (res: { cookies: Array<{ name: string; secure?: boolean }> }) => res.cookies.find((c) => c.name === 'wb_refresh');

describe('the refresh cookie', () => {
  it('is Secure behind https (APP_URL), though the proxy speaks http to us', async () => {
    const res = await webLogin(https);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)?.secure).toBe(true);
  });

  it('is not Secure on a plain http installation (a shop network)', async () => {
    const res = await webLogin(http);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)?.secure).toBeFalsy();
  });
});
