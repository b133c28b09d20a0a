import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { type FakeKvk, startFakeKvk } from '@/integrations/kvk/fake-kvk';
import { kvkTestApiKey } from '@/integrations/kvk/kvk-client';
import { type DeclaredRoute, declaredRoutes } from './auth/guard';

/**
 * Sends every API route nonsense — wrong ids, wrong types, bad paging, characters PostgreSQL
 * refuses in text — as a tenant admin holding every right, and as the super admin. Whatever the
 * input, the answer is a 4xx (or a 2xx) with the error shape, never a 500.
 */
let t: TestApp;
let routes: DeclaredRoute[];
let kvk: FakeKvk;

beforeAll(async () => {
  // The company register answers from its fake: an outside service that is down is a 503, not what this test looks for.
  kvk = await startFakeKvk();
  t = await createTestApp({ kvkApiUrl: kvk.url, kvkApiKey: kvkTestApiKey });
  routes = declaredRoutes(t.app);
});
afterAll(async () => {
  await t.close();
  await kvk.stop();
});

const ids = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1'; select 1; --", '%00'];
const queries = ['', '?page=0&pageSize=100000&sort=%3Bdrop&q=%00&status=zzz&from=not-a-date&to=2026-13-45', `?q=${'x'.repeat(5000)}`];
const junk = {
  id: 'x',
  name: 123,
  companyName: { nested: true },
  email: ['a'],
  phone: null,
  accountId: 'not-a-uuid',
  itemId: 7,
  amount: 'abc',
  price: '1e400',
  quantity: -1,
  date: 'not-a-date',
  status: 'no-such-status',
  lines: [{ itemId: 'x', amount: 'NaN', price: {} }, null],
  page: -1,
  text: 'nul\u0000byte',
  description: 'nul\u0000byte',
  version: 'one',
};
const bodies: unknown[] = [{}, [], junk, { ...junk, lines: 'many' }];

function urlsOf(route: DeclaredRoute): string[] {
  if (!route.url.includes(':')) return queries.map((q) => route.url + q);
  return ids.map((id) => route.url.replace(/:[A-Za-z]+/g, id));
}

/** Signs in again when a call (a sign-out, say) ended the session. */
async function session(email: string) {
  let token = (await signIn(t.app, email)).access_token;
  return async (options: InjectOptions) => {
    let res = await t.app.inject({ ...options, headers: bearer(token) });
    if (res.statusCode === 401) {
      token = (await signIn(t.app, email)).access_token;
      res = await t.app.inject({ ...options, headers: bearer(token) });
    }
    return res;
  };
}

const skipped = (route: DeclaredRoute) => route.url.endsWith('/events/stream');

describe('no input makes a route answer 500', () => {
  for (const email of ['admin@demo.example.com', 'super@example.com']) {
    it(`as ${email}`, { timeout: 600_000 }, async () => {
      const send = await session(email);
      const failures: string[] = [];
      for (const route of routes.filter((r) => !skipped(r))) {
        const payloads = ['POST', 'PUT', 'PATCH'].includes(route.method) ? bodies : [undefined];
        for (const url of urlsOf(route)) {
          for (const payload of payloads) {
            const options: InjectOptions = { method: route.method as InjectOptions['method'], url };
            if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
            const res = await send(options);
            if (res.statusCode >= 500)
              failures.push(`${route.method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
            else if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
              const body = res.json();
              if (typeof body.error?.message !== 'string')
                failures.push(`${route.method} ${url} → ${res.statusCode} without the error shape`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
