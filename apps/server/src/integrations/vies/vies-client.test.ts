import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeVies, startFakeVies } from './fake-vies';
import { createViesClient, splitVatNumber, ViesError } from './vies-client';

let fake: FakeVies;
beforeAll(async () => {
  fake = await startFakeVies();
});
afterAll(() => fake.stop());
beforeEach(() => fake.trouble(null));

const client = (timeoutMs = 2_000) => createViesClient({ baseUrl: fake.url, timeoutMs });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ViesError);
  return err as ViesError;
};

describe('VIES client against the fake VIES', () => {
  it('splits a VAT number into country and number, normalised', () => {
    expect(splitVatNumber('nl 0044.95445 b01')).toEqual({ countryCode: 'NL', number: '004495445B01' });
    expect(splitVatNumber('004495445B01')).toBeNull();
  });

  it('checks a registered Dutch number: POST /check-vat-number with the number without its prefix; valid with name and address', async () => {
    const answer = await client().check('NL 004495445 B01');
    expect(answer).toMatchObject({ countryCode: 'NL', vatNumber: '004495445B01', valid: true, name: 'TEST BV DONALD' });
    expect(answer.address).toContain('AMSTERDAM');
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/check-vat-number',
      method: 'POST',
      body: { countryCode: 'NL', vatNumber: '004495445B01' },
    });
  });

  it('answers valid: false for a number VIES does not know, without name or address ("---")', async () => {
    const answer = await client().check('NL999999999B01');
    expect(answer).toMatchObject({ valid: false, name: null, address: null });
  });

  it('refuses an unknown country as INVALID_INPUT (400)', async () => {
    const err = await failure(client().check('XX123456789'));
    expect(err).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(err.isInputError).toBe(true);
  });

  it("carries VIES's error when a member state is unavailable", async () => {
    fake.trouble({ error: 'MS_UNAVAILABLE', times: 1 });
    const err = await failure(client().check('NL004495445B01'));
    expect(err).toMatchObject({ status: 500, code: 'MS_UNAVAILABLE' });
    expect(err.isInputError).toBe(false);
    await expect(client().check('NL004495445B01')).resolves.toMatchObject({ valid: true });
  });

  it('carries the concurrency limit error', async () => {
    fake.trouble({ error: 'GLOBAL_MAX_CONCURRENT_REQ', times: 1 });
    await expect(failure(client().check('NL004495445B01'))).resolves.toMatchObject({ code: 'GLOBAL_MAX_CONCURRENT_REQ' });
  });

  it('gives up after its timeout (status 0)', async () => {
    fake.trouble({ delayMs: 1_000, times: 1 });
    const err = await failure(client(150).check('NL004495445B01'));
    expect(err.status).toBe(0);
    expect(err.message).toContain('timed out');
  });

  it('reports an unreachable VIES as status 0', async () => {
    const gone = await startFakeVies();
    const url = gone.url;
    await gone.stop();
    const err = await failure(createViesClient({ baseUrl: url, timeoutMs: 1_000 }).check('NL004495445B01'));
    expect(err.status).toBe(0);
  });
});
