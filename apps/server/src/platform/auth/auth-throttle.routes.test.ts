import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'Demo!2345-Kaas';
const login = (email: string, pw: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: pw }, remoteAddress });

async function failTimes(n: number, email: (i: number) => string, remoteAddress: string): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await login(email(i), 'Wrong!password', remoteAddress);
    expect(res.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

function expectLocked(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => { error: { code: string; message: string } };
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('RATE_LIMITED');
  expect(res.json().error.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  return retryAfter;
}

describe('sign-in throttling per e-mail', () => {
  it('locks an e-mail after 5 failures, even against the right password and from another address', async () => {
    await failTimes(5, () => 'staff@demo.example.com', '10.2.0.1');
    const locked = await login('staff@demo.example.com', password, '10.2.0.1');
    expect(expectLocked(locked)).toBeLessThanOrEqual(60);
    expect(locked.json().error.message).toContain('1 minute.');

    expectLocked(await login('Staff@Demo.Example.com', password, '10.2.0.2'));
    // Other people are not affected.
    expect((await login('admin@demo.example.com', password, '10.2.0.1')).statusCode).toBe(200);
  });

  it('locks longer after each failure once a lock has run out: 1, then 2 minutes', async () => {
    const email = 'admin@demo.example.com';
    await failTimes(5, () => email, '10.2.3.1');
    expect(expectLocked(await login(email, password, '10.2.3.1'))).toBeLessThanOrEqual(60);
    const expire = () =>
      t.handle.db
        .updateTable('loginThrottle')
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where('key', '=', `email:${email}`)
        .execute();
    await expire();
    await failTimes(1, () => email, '10.2.3.1');
    const second = await login(email, password, '10.2.3.1');
    expect(expectLocked(second)).toBeGreaterThan(60);
    expect(second.json().error.message).toContain('2 minutes.');
    await expire();
    expect((await login(email, password, '10.2.3.1')).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the lock reveals nothing', async () => {
    await failTimes(5, () => 'ghost@demo.example.com', '10.2.1.1');
    expectLocked(await login('ghost@demo.example.com', password, '10.2.1.1'));
  });

  it('starts counting afresh after a successful sign-in', async () => {
    await failTimes(4, () => 'admin@other.example.com', '10.2.2.1');
    expect((await login('admin@other.example.com', password, '10.2.2.1')).statusCode).toBe(200);
    await failTimes(4, () => 'admin@other.example.com', '10.2.2.1');
    expect((await login('admin@other.example.com', password, '10.2.2.1')).statusCode).toBe(200);
  });
});

describe('sign-in throttling per IP address', () => {
  it('locks an address for 15 minutes after 30 failures across different e-mails', async () => {
    const ip = '10.3.0.1';
    await failTimes(30, (i) => `nobody${i}@example.com`, ip);
    expect(expectLocked(await login('super@example.com', password, ip))).toBeGreaterThan(14 * 60);
    expectLocked(await login('fresh@example.com', 'whatever', ip));
    // The same person from elsewhere signs in: the lock is on the address, not the account.
    expect((await login('super@example.com', password, '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('request rate limit on the auth routes', () => {
  it('answers with 429 RATE_LIMITED and retry-after once the per-minute budget is spent', async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 2 }, { seed: false });
    try {
      const call = () =>
        limited.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { refreshToken: 'r'.repeat(43) } });
      expect((await call()).statusCode).toBe(401);
      expect((await call()).statusCode).toBe(401);
      const res = await call();
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait and try again.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
