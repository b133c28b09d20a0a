import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let superAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const full = {
  companyName: 'Bakkerij de Korenschoof B.V.',
  contactPerson: 'Henk de Korte',
  firstName: 'Henk',
  lastName: 'de Korte',
  email: 'Inkoop@Korenschoof.NL',
  phone: '030 123 45 67',
  mobile: '+31 6 12345678',
  website: 'www.korenschoof.nl',
  street: 'Oudegracht',
  houseNumber: '12a',
  city: 'Utrecht',
  postalCode: '3511ab',
  country: 'nl',
  kvkNumber: '3012 3456',
  vatNumber: 'nl 8220.10690 b01',
  iban: 'nl91abna0417164300',
  paymentTerms: 14,
  creditLimit: '2500,50',
  discount: '2.5',
  notes: 'Levert vanaf 6 uur',
  type: 'company',
};

describe('POST /accounts', () => {
  it('needs a signed-in company user with clients:write', async () => {
    expect((await call(null, 'POST', '/accounts', full)).statusCode).toBe(401);
    expect((await call(superAdmin, 'POST', '/accounts', full)).statusCode).toBe(403);
  });

  it('creates an account with the next number and every field normalised for display', async () => {
    const res = await call(staff, 'POST', '/accounts', full);
    expect(res.statusCode).toBe(201);
    const account = res.json();
    expect(account.accountNumber).toMatch(/^ACC-\d+$/);
    expect(account).toMatchObject({
      companyName: 'Bakkerij de Korenschoof B.V.',
      email: 'inkoop@korenschoof.nl',
      website: 'https://www.korenschoof.nl',
      postalCode: '3511 AB',
      country: 'NL',
      kvkNumber: '30123456',
      vatNumber: 'NL822010690B01',
      iban: 'NL91 ABNA 0417 1643 00',
      paymentTerms: 14,
      creditLimit: '2500.50',
      discount: '2.50',
      status: 'active',
      blocked: null,
    });
    const again = await call(staff, 'POST', '/accounts', { companyName: 'Tweede' });
    const next = Number(account.accountNumber.slice(4)) + 1;
    expect(again.json()).toMatchObject({
      accountNumber: `ACC-${next}`,
      paymentTerms: 30,
      creditLimit: null,
      discount: '0.00',
      country: 'NL',
    });
  });

  it('refuses bad input with the spec messages, per field', async () => {
    const res = await call(staff, 'POST', '/accounts', {
      companyName: ' ',
      email: 'not-an-email',
      phone: 'call me',
      kvkNumber: '1234567',
      vatNumber: 'NL822010691B01',
      iban: 'NL92ABNA0417164300',
    });
    expect(res.statusCode).toBe(400);
    const details = Object.fromEntries(res.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message]));
    expect(details).toEqual({
      companyName: 'Account name is required',
      email: 'Invalid email address',
      phone: 'Invalid phone number',
      kvkNumber: 'Invalid KvK number',
      vatNumber: 'Invalid VAT number',
      iban: 'Invalid IBAN',
    });
    const missing = await call(staff, 'POST', '/accounts', {});
    expect(missing.json().error.details).toMatchObject([{ path: 'companyName', message: 'Account name is required' }]);
  });

  it('checks a Dutch postcode only for Dutch addresses', async () => {
    const bad = await call(staff, 'POST', '/accounts', { companyName: 'X', postalCode: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toMatchObject([{ path: 'postalCode', message: 'Invalid postal code' }]);
    const german = await call(staff, 'POST', '/accounts', {
      companyName: 'Y GmbH',
      postalCode: '10115',
      country: 'DE',
      vatNumber: 'DE123456789',
    });
    expect(german.statusCode).toBe(201);
  });

  it('refuses unknown fields', async () => {
    const res = await call(staff, 'POST', '/accounts', { companyName: 'X', colour: 'red' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET, PATCH /accounts/{id}', () => {
  it('reads and changes one account; an unknown id is "Account not found"', async () => {
    const created = (await call(staff, 'POST', '/accounts', { companyName: 'Kaashandel Gouda' })).json();
    const read = await call(staff, 'GET', `/accounts/${created.id}`);
    expect(read.json().companyName).toBe('Kaashandel Gouda');
    const changed = await call(staff, 'PATCH', `/accounts/${created.id}`, { city: 'Gouda', postalCode: '2801aa', status: 'inactive' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ city: 'Gouda', postalCode: '2801 AA', status: 'inactive', companyName: 'Kaashandel Gouda' });
    const missing = await call(staff, 'GET', '/accounts/0190a0a0-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Account not found');
    expect((await call(staff, 'GET', '/accounts/not-a-uuid')).statusCode).toBe(400);
  });

  it('validates a PATCH field by field and keeps what was not sent', async () => {
    const created = (await call(staff, 'POST', '/accounts', { companyName: 'Groente BV', email: 'a@b.nl' })).json();
    const bad = await call(staff, 'PATCH', `/accounts/${created.id}`, { email: 'nope', companyName: '' });
    expect(bad.statusCode).toBe(400);
    expect((await call(staff, 'GET', `/accounts/${created.id}`)).json().email).toBe('a@b.nl');
  });
});

describe('blocked by administration', () => {
  it('keeps the reason and who set it; only clients:admin may block or unblock', async () => {
    const created = (await call(staff, 'POST', '/accounts', { companyName: 'Wanbetaler BV' })).json();
    expect((await call(staff, 'POST', `/accounts/${created.id}/block`, { reason: 'Open facturen' })).statusCode).toBe(403);
    const missingReason = await call(admin, 'POST', `/accounts/${created.id}/block`, { reason: '' });
    expect(missingReason.statusCode).toBe(400);
    const blocked = await call(admin, 'POST', `/accounts/${created.id}/block`, { reason: 'Open facturen' });
    expect(blocked.json().blocked).toMatchObject({ reason: 'Open facturen', byName: 'Anna de Vries' });
    const list = await call(staff, 'GET', '/accounts?blocked=true&pageSize=200');
    expect(list.json().items.map((a: { id: string }) => a.id)).toContain(created.id);
    const unblocked = await call(admin, 'POST', `/accounts/${created.id}/unblock`);
    expect(unblocked.json().blocked).toBeNull();
  });
});

describe('DELETE /accounts/{id}', () => {
  it('needs clients:delete, then removes an account nothing refers to', async () => {
    const created = (await call(staff, 'POST', '/accounts', { companyName: 'Weg BV' })).json();
    expect((await call(staff, 'DELETE', `/accounts/${created.id}`)).statusCode).toBe(403);
    const res = await call(admin, 'DELETE', `/accounts/${created.id}`);
    expect(res.json()).toEqual({ deleted: true, deactivated: false, usedBy: [] });
    expect((await call(admin, 'GET', `/accounts/${created.id}`)).statusCode).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("another tenant's account answers 404 to read, change, block and delete, and stays unchanged", async () => {
    const mine = (await call(admin, 'POST', '/accounts', { companyName: 'Alleen Demo BV', city: 'Zwolle' })).json();
    const paths: Array<[Method, string, object?]> = [
      ['GET', `/accounts/${mine.id}`],
      ['PATCH', `/accounts/${mine.id}`, { city: 'Anders' }],
      ['POST', `/accounts/${mine.id}/block`, { reason: 'x' }],
      ['POST', `/accounts/${mine.id}/unblock`],
      ['DELETE', `/accounts/${mine.id}`],
    ];
    for (const [method, path, payload] of paths) {
      const res = await call(other, method, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().error.message).toBe('Account not found');
    }
    const list = (await call(other, 'GET', '/accounts?q=Alleen')).json();
    expect(list.items).toEqual([]);
    const after = (await call(admin, 'GET', `/accounts/${mine.id}`)).json();
    expect(after).toMatchObject({ city: 'Zwolle', blocked: null, status: 'active' });
  });
});
