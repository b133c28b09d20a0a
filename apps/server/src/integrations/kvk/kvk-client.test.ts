import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeKvk, startFakeKvk } from './fake-kvk';
import { createKvkClient, KvkError, kvkTestApiKey } from './kvk-client';

let fake: FakeKvk;
beforeAll(async () => {
  fake = await startFakeKvk();
});
afterAll(() => fake.stop());
beforeEach(() => fake.trouble(null));

const client = (apiKey = kvkTestApiKey, timeoutMs = 2_000) => createKvkClient({ baseUrl: fake.url, apiKey, timeoutMs });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(KvkError);
  return err as KvkError;
};

describe('KVK client against the fake register', () => {
  it('searches Zoeken v2 by name with the apikey header, and pages', async () => {
    const body = await client().search({ naam: 'test', resultatenPerPagina: 3 });
    expect(body.totaal).toBeGreaterThan(3);
    expect(body.resultaten).toHaveLength(3);
    expect(body.volgende).toContain('pagina=2');
    expect(body.vorige).toBeUndefined();
    const last = fake.requests.at(-1);
    expect(last?.path).toBe('/v2/zoeken');
    expect(last?.apikey).toBe(kvkTestApiKey);
    expect(last?.query.get('naam')).toBe('test');
  });

  it('finds a test company by number, as main branch with its address', async () => {
    const body = await client().search({ kvkNummer: '68750110', type: ['hoofdvestiging', 'nevenvestiging'] });
    expect(body.resultaten).toEqual([
      expect.objectContaining({
        kvkNummer: '68750110',
        vestigingsnummer: '000037178598',
        naam: 'Test BV Donald',
        type: 'hoofdvestiging',
        actief: 'Ja',
        adres: { binnenlandsAdres: expect.objectContaining({ straatnaam: 'Hizzaarderlaan', plaats: 'Lollum' }) },
      }),
    ]);
    expect(fake.requests.at(-1)?.query.getAll('type')).toEqual(['hoofdvestiging', 'nevenvestiging']);
  });

  it('says "no results" with 404 IPD5200, as KVK does', async () => {
    const err = await failure(client().search({ naam: 'zzzqqq' }));
    expect([err.status, err.code, err.isNoResults]).toEqual([404, 'IPD5200', true]);
  });

  it('answers 400 with KVK codes for bad parameters and combinations', async () => {
    expect((await failure(client().search({ kvkNummer: '1234' }))).code).toBe('IPD0004');
    expect((await failure(client().search({ postcode: '8823SJ' }))).code).toBe('IPD1999');
    expect((await failure(client().search({ naam: 'test', type: ['winkel'] }))).code).toBe('IPD5203');
    expect((await failure(client().search({}))).code).toBe('IPD1998');
  });

  it('answers 401 without a known key', async () => {
    expect((await failure(client('not-a-key').search({ naam: 'test' }))).status).toBe(401);
  });

  it('reads a Basisprofiel with hoofdvestiging, eigenaar and geoData on request', async () => {
    const p = await client().basisprofiel('68750110', { geoData: true });
    expect(p).toMatchObject({ kvkNummer: '68750110', naam: 'Test BV Donald', formeleRegistratiedatum: '20170519' });
    expect(p._embedded?.eigenaar?.rechtsvorm).toBe('BeslotenVennootschap');
    expect(p._embedded?.hoofdvestiging?.adressen?.find((a) => a.type === 'bezoekadres')?.geoData).toBeDefined();
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/basisprofielen/68750110' });
    expect(fake.requests.at(-1)?.query.get('geoData')).toBe('true');
  });

  it('answers 404 for an unknown number and 500 for the test environment error number', async () => {
    expect((await failure(client().basisprofiel('12345678'))).status).toBe(404);
    expect((await failure(client().basisprofiel('90004973'))).status).toBe(500);
  });

  it('passes on 429 with Retry-After, and a timeout as status 0', async () => {
    fake.trouble({ status: 429, times: 1 });
    const limited = await failure(client().search({ naam: 'test' }));
    expect([limited.status, limited.retryAfterSeconds]).toEqual([429, 1]);
    fake.trouble({ delayMs: 500, times: 1 });
    const slow = await failure(client(kvkTestApiKey, 100).search({ naam: 'test' }));
    expect(slow.status).toBe(0);
    expect(slow.message).toContain('timed out');
  });

  it('answers status 0 when nothing listens', async () => {
    const down = createKvkClient({ baseUrl: 'http://127.0.0.1:1', apiKey: kvkTestApiKey });
    expect((await failure(down.search({ naam: 'test' }))).status).toBe(0);
  });

  it("sends a company's own key; the demo's register takes any key but still refuses none", async () => {
    const demo = await startFakeKvk({ anyKey: true });
    try {
      const own = createKvkClient({ baseUrl: demo.url, apiKey: 'company-own-key-123', timeoutMs: 2_000 });
      const body = await own.search({ naam: 'test', resultatenPerPagina: 1 });
      expect(body.resultaten).toHaveLength(1);
      expect(demo.requests.at(-1)?.apikey).toBe('company-own-key-123');
      expect((await failure(client('someone-else').search({ naam: 'test' }))).status).toBe(401);
    } finally {
      await demo.stop();
    }
  });
});
