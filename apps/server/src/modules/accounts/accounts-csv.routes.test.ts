import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@wb/domain/csv';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

const post = (token: string, path: string, csv: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/accounts/${path}`, headers: bearer(token), payload: { csv } });
const count = async (token: string, q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/accounts?q=${encodeURIComponent(q)}`, headers: bearer(token) })).json().total;

// A customer file from another package: Dutch headers, semicolons, one unknown column.
const goodFile = [
  'Klantnummer;Bedrijfsnaam;Plaats;Postcode;KvK;BTW-nummer;IBAN;E-mail;Betalingstermijn;Kredietlimiet;Soort;Oud veld',
  'K-001;Importtest Bakkerij;Amersfoort;3811ab;12345678;NL822010690B01;NL91ABNA0417164300;info@bakkerij.nl;14;1500,00;bedrijf;x',
  ';Importtest Slagerij;Apeldoorn;7311 AA;;;;;;;particulier;y',
].join('\r\n');

describe('account CSV import', () => {
  it('previews every row with its mapping and writes nothing', async () => {
    const res = await post(staff, 'import/preview', goodFile);
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ validCount: 2, errorCount: 0 });
    expect(preview.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'accountNumber',
      'companyName',
      'city',
      'postalCode',
      'kvkNumber',
      'vatNumber',
      'iban',
      'email',
      'paymentTerms',
      'creditLimit',
      'type',
      null,
    ]);
    expect(preview.rows[1]).toMatchObject({ line: 3, values: { companyName: 'Importtest Slagerij' }, errors: [] });
    expect(await count(staff, 'importtest')).toBe(0);
  });

  it('names each bad row and field, and a confirmed import with a bad row writes nothing', async () => {
    const bad = [
      'Bedrijfsnaam;E-mail;KvK;Postcode;Klantnummer',
      'Importfout Een;geen-mail;123;1234ab;F-1',
      ';a@b.nl;;;F-2',
      'Importfout Drie;;;;F-1',
    ].join('\n');
    const preview = (await post(staff, 'import/preview', bad)).json();
    expect(preview).toMatchObject({ validCount: 0, errorCount: 3 });
    expect(preview.rows.map((r: { line: number; errors: unknown[] }) => [r.line, r.errors])).toEqual([
      [
        2,
        [
          { path: 'email', key: 'validation.invalidEmailAddress', message: 'Invalid email address' },
          { path: 'kvkNumber', key: 'validation.invalidKvk', message: 'Invalid KvK number' },
        ],
      ],
      [3, [{ path: 'companyName', key: 'accounts.nameRequired', message: 'Account name is required' }]],
      [4, [{ path: 'accountNumber', key: 'accounts.numberInUse', message: 'This account number is already in use' }]],
    ]);
    const confirm = await post(staff, 'import', bad);
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().error.details[0]).toMatchObject({ path: 'line 2.email', message: 'Invalid email address' });
    expect(await count(staff, 'importfout')).toBe(0);
  });

  it('imports a clean file in one go, keeping given numbers and numbering the rest', async () => {
    const res = await post(staff, 'import', goodFile);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 2 });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/accounts?q=importtest&sort=companyName', headers: bearer(staff) })
    ).json();
    expect(list.items.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(['K-001', expect.stringMatching(/^ACC-\d+$/)]);
    expect(list.items[0]).toMatchObject({
      postalCode: '3811 AB',
      iban: 'NL91 ABNA 0417 1643 00',
      creditLimit: '1500.00',
      paymentTerms: 14,
    });
    expect(list.items[1]).toMatchObject({ type: 'individual', postalCode: '7311 AA' });
    const again = await post(staff, 'import', goodFile);
    expect(again.statusCode).toBe(400);
    expect(await count(staff, 'importtest')).toBe(2);
    expect(await count(other, 'importtest')).toBe(0);
  });

  it('refuses a file with no known column', async () => {
    const res = await post(staff, 'import/preview', 'foo;bar\n1;2');
    expect(res.statusCode).toBe(400);
  });
});

describe('account CSV export', () => {
  it('exports the filtered list as semicolon CSV that the import reads back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/export?q=importtest%20-slagerij', headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('accounts.csv');
    const table = parseCsv(res.body);
    expect(table.header.slice(0, 3)).toEqual(['Account number', 'Company name', 'Contact person']);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]?.slice(0, 2)).toEqual(['K-001', 'Importtest Bakkerij']);
    const roundTrip = (await post(other, 'import/preview', res.body)).json();
    expect(roundTrip).toMatchObject({ validCount: 1, errorCount: 0 });
  });
});
