import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/db/database';
import { isDatabaseUnavailable, retryAfterSeconds } from '@/platform/database-unavailable';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

// A database that cannot be reached: a PostgreSQL URL at a port where nothing listens.
let t: TestApp;
let down: DatabaseHandle;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
  // The routes read the database from the app's deps on every request: from now on it is down.
  Object.assign(t.deps, { db: down.db });
});
afterAll(async () => {
  Object.assign(t.deps, { db: t.handle.db });
  await t.close();
  await down.close();
});

describe('a database outage answers 503 SERVICE_UNAVAILABLE with Retry-After, not 500', () => {
  it('on a route without sign-in (sign-in itself)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.example.com', password: 'x'.repeat(12) },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
    expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE', key: 'platform.unavailable' } });
  });

  it('on a signed-in route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: bearer(token) });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
    expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows an exhausted pool, a server shutting down and refused connections, and nothing else', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('too many clients'), { code: '53300' }))).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
