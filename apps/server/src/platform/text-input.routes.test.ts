import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { findTextProblems, maxInputDepth } from './text-input';

/** Input that used to answer 500 (issue 25, items 1–3): it answers 400 or 404 in the error shape. */
let t: TestApp;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await signIn(t.app, 'super@example.com')).access_token;
  adminToken = (await signIn(t.app, 'admin@demo.example.com')).access_token;
});
afterAll(() => t.close());

const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `{"companyName":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const json = (headers: Record<string, string> = {}) => ({ ...headers, 'content-type': 'application/json' });

describe('deeply nested JSON', () => {
  it('answers 400 for 10,000 levels, on a public route and a signed-in one', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: json(), payload: nestedObject(10_000) });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ message: 'The input nests too deep' }] });
    for (const payload of [nestedObject(10_000), nestedArray(10_000)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/accounts', headers: json(bearer(adminToken)), payload });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('allows 64 levels and refuses 65, without recursion', () => {
    const nest = (depth: number) => JSON.parse(nestedObject(depth));
    expect(findTextProblems(nest(maxInputDepth))).toEqual([]);
    expect(findTextProblems(nest(maxInputDepth + 1))[0]?.key).toBe('text.tooDeep');
    expect(findTextProblems(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`))).toHaveLength(1);
  });
});

describe('ill-formed Unicode', () => {
  it('answers 400 for a lone surrogate in a tenant name, a settings text and an account name', async () => {
    const cases = [
      { url: '/api/v1/tenants', token: superToken, payload: '{"name":"Bad \\ud800x"}', path: 'name' },
      { url: '/api/v1/accounts', token: adminToken, payload: '{"companyName":"x\\udc00"}', path: 'companyName' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: c.url, headers: json(bearer(c.token)), payload: c.payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toMatchObject([
        { path: c.path, message: 'Text contains an invalid character (a lone UTF-16 surrogate)' },
      ]);
    }
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/companyDetails',
      headers: json(bearer(adminToken)),
      payload: '{"name":"Demo \\ud83d","x\\ud800":1}',
    });
    expect(settings.statusCode, settings.body).toBe(400);
  });

  it('lets a well-formed pair (an emoji) through', () => {
    expect(findTextProblems({ name: 'Bloemen 🌷', 'sleutel 🔑': ['ok'] })).toEqual([]);
    expect(findTextProblems({ 'x\ud800': 1 })).toHaveLength(1);
  });
});

describe('an upper-case uuid in a path', () => {
  it('finds the same record, or answers 404, never 500', async () => {
    const tenants = await t.app.inject({ method: 'GET', url: '/api/v1/tenants', headers: bearer(superToken) });
    const real = tenants.json().items[0].id as string;
    const found = await t.app.inject({ method: 'GET', url: `/api/v1/tenants/${real.toUpperCase()}`, headers: bearer(superToken) });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().id).toBe(real);

    const unknown = '01A21737-D38C-7F36-A8D8-1431E8FBF0C3';
    for (const id of [unknown, real.toUpperCase()]) {
      for (const [method, url] of [
        ['GET', `/api/v1/tenants/${id}`],
        ['POST', `/api/v1/tenants/${id}/restore`],
        ['POST', `/api/v1/tenants/${id}/erase`],
        ['GET', `/api/v1/tenant-users/${id}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: bearer(superToken), payload: method === 'POST' ? {} : undefined });
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
        expect(res.json().error?.message ?? 'ok').toEqual(expect.any(String));
      }
    }
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/tenants/${unknown}`, headers: bearer(superToken) });
    expect(missing.statusCode).toBe(404);
  });
});
