import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '@/seed/demo-seed';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function login(email: string, userAgent: string, ip = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email, password: demoPassword },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}
const notifications = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(token) })).json().items;

describe('sign-in from a new device', () => {
  it('says nothing at the first sign-in ever, nor again from the same browser and IP', async () => {
    await login('staff@demo.example.com', firefox);
    const token = await login('staff@demo.example.com', firefox);
    expect(await notifications(token)).toEqual([]);
  });

  it('warns the user when the browser is new for them, not when only the IP address changes', async () => {
    await login('staff@demo.example.com', chrome, '203.0.113.9');
    const token = await login('staff@demo.example.com', firefox, '198.51.100.7');
    const items = await notifications(token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'WARNING',
      title: 'Sign-in from a new device',
      code: 'auth.new_device',
      params: { device: 'Chrome · Windows', ip: '203.0.113.9' },
      link: '/settings/security',
    });
    expect(items[0].message).toContain('203.0.113.9');
  });

  it('does not warn another user about it', async () => {
    const token = await login('admin@demo.example.com', firefox);
    await login('admin@demo.example.com', firefox);
    expect(await notifications(token)).toEqual([]);
  });
});
