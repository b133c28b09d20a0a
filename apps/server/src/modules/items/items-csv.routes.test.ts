import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@wb/domain/csv';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
});
afterAll(() => t.close());

const post = (path: string, csv: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/items/${path}`, headers: bearer(staff), payload: { csv } });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(staff) });

describe('item CSV import and export', () => {
  it('maps Dutch headers, matches the supplier, books opening stock as a receipt, and exports back', async () => {
    const supplier = (
      await t.app.inject({ method: 'POST', url: '/api/v1/suppliers', headers: bearer(staff), payload: { name: 'CSV Leverancier' } })
    ).json();
    const file = [
      'Artikelnummer,Naam,Eenheid,Verkoopprijs,BTW,Leverancier,Voorraad',
      `CSV-1,Importkaas jong,kg,"€ 8,95",9%,${supplier.supplierNumber},12`,
      ',Importkaas oud,kg,11.50,9,csv leverancier,',
    ].join('\n');
    const preview = (await post('import/preview', file)).json();
    expect(preview).toMatchObject({ validCount: 2, errorCount: 0 });
    expect((await post('import', file)).json()).toEqual({ created: 2 });
    const items = (await get('/items?q=importkaas&sort=name')).json().items;
    expect(
      items.map((i: { sku: string; price: string; vatRate: number; quantityOnHand: string; supplierName: string }) => [
        i.sku,
        i.price,
        i.vatRate,
        i.quantityOnHand,
        i.supplierName,
      ]),
    ).toEqual([
      ['CSV-1', '8.9500', 9, '12.0000', 'CSV Leverancier'],
      [expect.stringMatching(/^ITEM-\d+$/), '11.5000', 9, '0.0000', 'CSV Leverancier'],
    ]);
    const stock = (await get(`/items/${items[0].id}/stock`)).json();
    expect(stock.movements).toEqual([expect.objectContaining({ kind: 'receipt', quantity: '12.0000', reference: 'CSV import' })]);
    const exported = parseCsv((await get('/items/export?q=importkaas')).body);
    expect(exported.header).toContain('Quantity on hand');
    expect(exported.rows.map((r) => r[0])).toContain('CSV-1');
  });

  it('refuses the whole file for one bad row', async () => {
    const file = ['Naam;Eenheid;Prijs;BTW;Leverancier', 'Goed artikel;st;1,00;21;', 'Fout artikel;st;gratis;7;Onbekend BV'].join('\n');
    const preview = (await post('import/preview', file)).json();
    expect(preview.rows[1].errors).toEqual([
      { path: 'vatRate', key: 'validation.chooseVatRate', message: 'Choose a VAT rate' },
      { path: 'price', key: 'validation.invalidAmount', message: 'Invalid amount' },
      { path: 'supplier', key: 'items.supplierNotFound', message: 'Supplier not found' },
    ]);
    expect((await post('import', file)).statusCode).toBe(400);
    expect((await get('/items?q=%22Goed%20artikel%22')).json().total).toBe(0);
  });
});
