import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeTextBytes } from '@wb/domain/text-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRealWorldDir, realWorldFiles } from '../../../test/real-world';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

const dir = findRealWorldDir();
if (!dir) console.warn('Sample files (../shared/real-world) not found: the real-world CSV tests are skipped.');

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
});
afterAll(() => t?.close());

/** The file's bytes read as the app reads an upload (UTF-8, else Windows-1252). */
const fileText = (name: string) => decodeTextBytes(new Uint8Array(readFileSync(path.join(dir ?? '', 'csv', name))));
const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(admin) })).json();
const post = (url: string, csv: string) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(admin), payload: { csv } });

describe.skipIf(!dir)('CSV files as Dutch Excel saves them (../shared/real-world/csv)', () => {
  const files = dir ? realWorldFiles(dir, 'csv') : [];

  it('are every one UTF-8 with a BOM or Windows-1252, and read alike', () => {
    expect(files).toHaveLength(6);
    for (const name of files.filter((f) => f.includes('cp1252'))) {
      // The same rows (each file numbers its accounts with a letter of its own).
      const rows = (text: string) => text.replace(/^[A-Z](\d)/gm, '$1');
      expect(rows(fileText(name))).toBe(rows(fileText(name.replace('cp1252', 'utf8bom'))));
      expect(fileText(name)).toMatch(/Café|Crème fraîche/);
    }
  });

  it.each(files.filter((f) => f.startsWith('accounts')))('%s: every account imported, accents and Dutch amounts intact', async (name) => {
    // Each file under numbers of its own (the samples share theirs).
    const tag = files.indexOf(name);
    const csv = fileText(name).replace(/^([A-Z]\d+);/gm, `$1-${tag};`);
    const preview = await post('/accounts/import/preview', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json(), JSON.stringify(preview.json().rows.filter((r: { errors: unknown[] }) => r.errors.length > 0))).toMatchObject({
      validCount: 4,
      errorCount: 0,
    });
    const done = await post('/accounts/import', csv);
    expect(done.statusCode, done.body).toBe(201);
    const prefix = csv.split('\n')[1]?.slice(0, 1) ?? '';
    const page = (await get(`/accounts?q=${encodeURIComponent("'t Hoekje")}&pageSize=50`)) as { items: Array<Record<string, string>> };
    const hoekje = page.items.find((a) => a.accountNumber === `${prefix}2001-${tag}`);
    expect(hoekje).toMatchObject({
      companyName: "Café 't Hoekje",
      contactPerson: 'Anneke Brüggemann',
      creditLimit: '1500.00',
      discount: '2.50',
    });
    const ruine = (
      (await get(`/accounts?q=${encodeURIComponent('Ruïne')}&pageSize=50`)) as { items: Array<Record<string, string>> }
    ).items.find((a) => a.accountNumber === `${prefix}2002-${tag}`);
    expect(ruine).toMatchObject({
      companyName: 'Hôtel-Restaurant De Ruïne',
      contactPerson: 'Zoë van Dijk',
      country: 'NL',
      creditLimit: '2000.00',
    });
  });

  it.each(files.filter((f) => f.startsWith('items')))('%s: every item imported, € and ± intact, 1.234,50 read as 1234.50', async (name) => {
    const csv = fileText(name).replace(/^(\d+);/gm, (_, sku: string) => `${sku}${name.includes('cp1252') ? 'W' : 'U'};`);
    const done = await post('/items/import', csv);
    expect(done.statusCode, done.body).toBe(201);
    const items = ((await get(`/items?q=${encodeURIComponent('Crème fraîche')}&pageSize=50`)) as { items: Array<Record<string, string>> })
      .items;
    expect(items.find((i) => i.name === 'Crème fraîche 5 L')).toMatchObject({ price: '1234.5000', unit: 'emmer', vatRate: 9 });
    const kaas = ((await get(`/items?q=${encodeURIComponent('Jonge kaas')}&pageSize=50`)) as { items: Array<Record<string, string>> })
      .items;
    expect(kaas[0]?.name).toBe('Jonge kaas ± 12 kg');
  });

  it('exports with decimal commas for a Dutch reader, dots otherwise', async () => {
    const nl = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/export?numbers=nl&q=Hoekje', headers: bearer(admin) });
    expect(nl.body).toContain(';1500,00;2,50;');
    const en = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/export?q=Hoekje', headers: bearer(admin) });
    expect(en.body).toContain(';1500.00;2.50;');
  });
});
