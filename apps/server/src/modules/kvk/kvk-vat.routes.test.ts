import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeVies, startFakeVies } from '@/integrations/vies/fake-vies';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller } from '../orders/order-test-kit';

let fake: FakeVies;
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;

beforeAll(async () => {
  fake = await startFakeVies();
  t = await createTestApp({ viesApiUrl: fake.url });
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => fake.trouble(null));

type ErrorBody = { error: { code: string; key: string; message: string } };

describe('GET /kvk/vat/{vatNumber}: format, check and VIES', () => {
  it('answers a registered Dutch btw-id (11-proof) with the name and address VIES gives', async () => {
    const res = await call(admin, 'GET', '/kvk/vat/nl004495445b01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vatNumber: 'NL004495445B01', formatValid: true, registered: true, name: 'TEST BV DONALD' });
    expect(fake.requests.at(-1)?.body).toEqual({ countryCode: 'NL', vatNumber: '004495445B01' });
  });

  it('accepts a new btw-id by mod 97, and says when VIES does not know a well-formed number', async () => {
    const known = await call(admin, 'GET', '/kvk/vat/NL002455799B11');
    expect(known.json()).toMatchObject({ registered: true, name: 'TEST EENMANSZAAK PLUTO' });
    const unknown = await call(admin, 'GET', '/kvk/vat/NL123456782B02');
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json()).toMatchObject({ formatValid: true, registered: false, name: null, address: null });
  });

  it('refuses a number that fails the check with 400 without asking VIES', async () => {
    const before = fake.requests.length;
    const res = await call(admin, 'GET', '/kvk/vat/NL004495446B01');
    expect(res.statusCode).toBe(400);
    expect((res.json() as unknown as ErrorBody).error).toMatchObject({
      key: 'kvk.vatInvalid',
      message: 'Invalid VAT number (NL, 9 digits, B, 2 digits)',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('maps a country VIES does not serve (INVALID_INPUT) to 400', async () => {
    const res = await call(admin, 'GET', '/kvk/vat/XX12345678');
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as unknown as ErrorBody).error.key).toBe('kvk.vatInvalid');
  });

  it('VIES down or busy → 503 with a readable message and retry-after, never a 500', async () => {
    fake.trouble({ error: 'MS_UNAVAILABLE', times: 1 });
    const res = await call(admin, 'GET', '/kvk/vat/NL004495445B01');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect((res.json() as unknown as ErrorBody).error.key).toBe('kvk.viesUnavailable');
    const unreachable = await createTestApp({ viesApiUrl: 'http://127.0.0.1:1' }, { seed: true });
    try {
      const token = (await signIn(unreachable.app, 'admin@demo.example.com')).access_token;
      const down = await caller(unreachable)(token, 'GET', '/kvk/vat/NL004495445B01');
      expect(down.statusCode, down.body).toBe(503);
    } finally {
      await unreachable.close();
    }
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/kvk/vat/NL004495445B01' });
    expect(res.statusCode).toBe(401);
  });
});
