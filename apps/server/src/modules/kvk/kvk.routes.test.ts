import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeKvk, startFakeKvk } from '@/integrations/kvk/fake-kvk';
import { kvkTestApiKey } from '@/integrations/kvk/kvk-client';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, putSettings } from '../orders/order-test-kit';

const tenantKey = 'tenant-own-kvk-key-0001';
let fake: FakeKvk;
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let other: string;
let superAdmin: string;

beforeAll(async () => {
  fake = await startFakeKvk({ apiKeys: [kvkTestApiKey, tenantKey] });
  t = await createTestApp({ kvkApiUrl: fake.url, kvkApiKey: kvkTestApiKey, kvkPublicRateLimitPerMinute: 1000 });
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => fake.trouble(null));

type ErrorBody = { error: { code: string; key: string; message: string } };
const usage = async (token: string) => {
  const res = await call(token, 'GET', '/kvk/usage');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown as { calls: number; cacheHits: number; month: string; keySource: string };
};
const apiCalls = () => fake.requests.length;

describe('KVK search', () => {
  it('finds the test companies by name, main and other branches, and dedups the legal entity', async () => {
    const res = await call(admin, 'GET', '/kvk/search/test');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as unknown as {
      total: number;
      results: Array<{ kvkNumber: string; type: string; city: string; active: boolean }>;
    };
    const donald = body.results.filter((r) => r.kvkNumber === '68750110');
    expect(donald).toEqual([expect.objectContaining({ type: 'hoofdvestiging', city: 'Lollum', active: true })]);
    expect(fake.requests.at(-1)?.query.get('inclusiefInactieveRegistraties')).toBe('true');
    const dagobert = (await call(admin, 'GET', '/kvk/search/Dagobert')).json() as unknown as typeof body;
    expect(dagobert.results.map((r) => `${r.kvkNumber} ${r.type}`).sort()).toEqual(['69599084 hoofdvestiging', '69599084 nevenvestiging']);
  });

  it('searches by number when the term is 8 digits, and says no results as an empty list', async () => {
    const byNumber = await call(admin, 'GET', '/kvk/search/69599068');
    expect(byNumber.json()).toMatchObject({ total: 1, results: [{ name: 'Test Stichting Bolderbast', city: 'Lochem' }] });
    expect(fake.requests.at(-1)?.query.get('kvkNummer')).toBe('69599068');
    const none = await call(admin, 'GET', '/kvk/search/Nergens%20Te%20Vinden');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ total: 0, results: [] });
  });

  it('answers a repeated search from the shared cache, for another tenant too', async () => {
    await call(admin, 'GET', '/kvk/search/Katrien');
    const before = apiCalls();
    const again = await call(other, 'GET', '/kvk/search/katrien');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ results: [{ kvkNumber: '68727720' }] });
    expect(apiCalls()).toBe(before);
  });

  it('refuses terms under 3 characters and numbers that are not 8 digits, with the spec messages', async () => {
    const short = await call(admin, 'GET', '/kvk/search/ab');
    expect(short.statusCode).toBe(400);
    expect((short.json() as unknown as ErrorBody).error).toMatchObject({ key: 'kvk.termTooShort' });
    expect(short.body).toContain('Minimum 3 characters required');
    for (const path of ['/kvk/company/1234', '/kvk/validate/123456789', '/kvk/active/abcdefgh', '/kvk-public/validate/12']) {
      const res = await call(admin, 'GET', path);
      expect(res.statusCode, path).toBe(400);
      expect((res.json() as unknown as ErrorBody).error.key).toBe('kvk.numberDigits');
      expect(res.body).toContain('KVK Number must be 8 digits if provided.');
    }
  });

  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET', '/kvk/search/test')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/kvk/company/68750110')).statusCode).toBe(401);
  });

  it('lets a super admin search too (the platform key, no counter)', async () => {
    const res = await call(superAdmin, 'GET', '/kvk/search/Guus');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ results: [{ kvkNumber: '69599076' }] });
  });
});

describe('KVK company, validate, active', () => {
  it('answers the basic profile: names, legal form, dates, addresses, activities, websites', async () => {
    const res = await call(admin, 'GET', '/kvk/company/68750110');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kvkNumber: '68750110',
      name: 'Test BV Donald',
      legalForm: 'Besloten Vennootschap',
      registeredOn: '2017-05-19',
      dissolvedOn: null,
      active: true,
      mainBranchNumber: '000037178598',
      tradeNames: ['Test BV Donald', 'Test BV Donald Nevenvestiging'],
      addresses: [
        { kind: 'visiting', street: 'Hizzaarderlaan', houseNumber: '3 A', postalCode: '8823SJ', city: 'Lollum', country: 'NL' },
        { kind: 'postal', street: 'Postbus 200', postalCode: '1000AE', city: 'Rommeldam' },
      ],
      websites: ['www.testbvdonald.nl'],
      existingAccountId: null,
    });
    expect(fake.requests.at(-1)?.query.get('geoData')).toBe('false');
  });

  it("names the tenant's account with that number, and only the tenant's", async () => {
    const account = await createAccount(t, admin, { companyName: 'Test VOF Guus', kvkNumber: '69599076' });
    const mine = await call(admin, 'GET', '/kvk/company/69599076');
    expect(mine.json()).toMatchObject({ existingAccountId: account.id });
    const theirs = await call(other, 'GET', '/kvk/company/69599076');
    expect(theirs.json()).toMatchObject({ existingAccountId: null });
  });

  it('answers 404 with a key for an unknown number, and validate / active say it does not exist', async () => {
    const res = await call(admin, 'GET', '/kvk/company/12345678');
    expect(res.statusCode).toBe(404);
    expect((res.json() as unknown as ErrorBody).error.key).toBe('kvk.companyNotFound');
    expect((await call(admin, 'GET', '/kvk/validate/12345678')).json()).toEqual({
      kvkNumber: '12345678',
      valid: true,
      exists: false,
      name: null,
    });
    expect((await call(admin, 'GET', '/kvk/active/12345678')).json()).toMatchObject({ exists: false, active: false });
  });

  it('validates and checks active for a registered company (spaces in the number are dropped)', async () => {
    expect((await call(admin, 'GET', '/kvk/validate/6959%209084')).json()).toEqual({
      kvkNumber: '69599084',
      valid: true,
      exists: true,
      name: 'Test EMZ Dagobert',
    });
    expect((await call(admin, 'GET', '/kvk/active/69599084')).json()).toEqual({
      kvkNumber: '69599084',
      exists: true,
      active: true,
      dissolvedOn: null,
    });
  });
});

describe('KVK failures in the app shape', () => {
  it("KVK's 429 → 429 company-register rate limit exceeded, with Retry-After", async () => {
    fake.trouble({ status: 429 });
    const res = await call(admin, 'GET', '/kvk/search/ratelimited');
    expect(res.statusCode).toBe(429);
    expect((res.json() as unknown as ErrorBody).error).toMatchObject({
      code: 'RATE_LIMITED',
      key: 'kvk.rateLimited',
      message: 'company-register rate limit exceeded',
    });
    expect(res.headers['retry-after']).toBe('1');
  });

  it('KVK down, failing or too slow → 503 with a readable message, never a 500', async () => {
    fake.trouble({ status: 503 });
    const failing = await call(admin, 'GET', '/kvk/search/maintenance');
    expect(failing.statusCode).toBe(503);
    expect((failing.json() as unknown as ErrorBody).error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', key: 'kvk.unavailable' });
    fake.trouble(null);
    const broken = await call(admin, 'GET', '/kvk/company/90004973');
    expect(broken.statusCode).toBe(503);
    const down = await createTestApp({ kvkApiUrl: 'http://127.0.0.1:1', kvkApiKey: kvkTestApiKey }, { seed: true });
    try {
      const token = (await signIn(down.app, 'admin@demo.example.com')).access_token;
      const res = await caller(down)(token, 'GET', '/kvk/company/55505201');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE', key: 'kvk.unavailable' } });
    } finally {
      await down.close();
    }
  });

  it('without any key → 503 not configured', async () => {
    const none = await createTestApp({ kvkApiUrl: fake.url });
    try {
      const token = (await signIn(none.app, 'admin@demo.example.com')).access_token;
      const res = await caller(none)(token, 'GET', '/kvk/search/nokeyatall');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: { key: 'kvk.notConfigured' } });
    } finally {
      await none.close();
    }
  });
});

describe('KVK usage per tenant', () => {
  it("counts each tenant's calls and cache answers apart: B never sees A's counter", async () => {
    const a0 = await usage(admin);
    const b0 = await usage(other);
    expect(a0.month).toMatch(/^\d{4}-\d{2}$/);
    await call(admin, 'GET', '/kvk/search/Opentrans');
    await call(admin, 'GET', '/kvk/company/90000102');
    const a1 = await usage(admin);
    expect(a1.calls).toBe(a0.calls + 2);
    expect(await usage(other)).toEqual(b0);
    await call(other, 'GET', '/kvk/search/opentrans');
    const b1 = await usage(other);
    expect([b1.calls, b1.cacheHits]).toEqual([b0.calls, b0.cacheHits + 1]);
    expect((await usage(admin)).calls).toBe(a1.calls);
  });

  it("uses the company's own key from settings (stored encrypted, shown masked)", async () => {
    await putSettings(t, other, 'search', { kvk: { apiKey: tenantKey } });
    const shown = await call(other, 'GET', '/settings/bulk');
    const search = (shown.json() as unknown as { search: { kvk: { apiKey: string } } }).search;
    expect(search.kvk.apiKey).not.toContain(tenantKey);
    expect((await usage(other)).keySource).toBe('tenant');
    expect((await usage(admin)).keySource).toBe('platform');
    await call(other, 'GET', '/kvk/search/Funzoom');
    expect(fake.requests.at(-1)?.apikey).toBe(tenantKey);
    await call(admin, 'GET', '/kvk/search/Kontex');
    expect(fake.requests.at(-1)?.apikey).toBe(kvkTestApiKey);
  });
});

describe('public KVK endpoints', () => {
  it('search and validate without signing in, the search fields only', async () => {
    const res = await call(null, 'GET', '/kvk-public/search/Bolderbast');
    expect(res.statusCode, res.body).toBe(200);
    const result = (res.json() as unknown as { results: Array<Record<string, unknown>> }).results[0];
    expect(Object.keys(result ?? {}).sort()).toEqual(['active', 'branchNumber', 'city', 'kvkNumber', 'name', 'street', 'type']);
    expect((await call(null, 'GET', '/kvk-public/validate/69599068')).json()).toMatchObject({ exists: true });
    expect((await call(null, 'GET', '/kvk-public/search/ab')).statusCode).toBe(400);
  });

  it('are limited per IP, more strictly than sign-in', async () => {
    const limited = await createTestApp({ kvkApiUrl: fake.url, kvkApiKey: kvkTestApiKey, kvkPublicRateLimitPerMinute: 3 }, { seed: false });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await caller(limited)(null, 'GET', '/kvk-public/search/Donald')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const other = await limited.app.inject({ method: 'GET', url: '/api/v1/kvk-public/search/Donald', remoteAddress: '10.9.8.7' });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
