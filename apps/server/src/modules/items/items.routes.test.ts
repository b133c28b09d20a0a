import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCtx } from '@/platform/context';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { createAccount } from '../orders/order-test-kit';
import { getLotForSale } from './item-stock.service';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let tenantA: string;

beforeAll(async () => {
  t = await createTestApp();
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const details = (res: { json: () => { error: { details: Array<{ path: string; message: string }> } } }) =>
  Object.fromEntries(res.json().error.details.map((d) => [d.path, d.message]));
const settings = async (path: string, values: object) => {
  const current = (await call(admin, 'GET', '/settings/bulk')).json();
  const key = path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const res = await call(admin, 'PUT', `/settings/${path}`, { ...current[key], ...values });
  expect(res.statusCode, res.body).toBe(200);
};
const newItem = async (payload: object = {}) => {
  const res = await call(staff, 'POST', '/items', { name: 'Boerenkaas belegen', unit: 'kg', price: '12.50', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('items', () => {
  it('creates an item with a generated SKU and money as decimal strings', async () => {
    const item = await newItem({ vatRate: 9, packageAmount: '6', purchasePricePerPackage: '48,00', barcode: '8710398527196' });
    expect(item).toMatchObject({
      sku: expect.stringMatching(/^ITEM-\d+$/),
      price: '12.5000',
      purchasePricePerPackage: '48.0000',
      vatRate: 9,
      packageAmount: '6.0000',
      quantityOnHand: '0.0000',
      isActive: true,
      lotTracked: false,
    });
  });

  it('requires name, unit and price; takes VAT 21, 9 or 0 only; refuses a bad barcode', async () => {
    const res = await call(staff, 'POST', '/items', { name: '', unit: '', price: '', vatRate: 6, barcode: '123' });
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual({
      name: 'This field is required',
      unit: 'This field is required',
      price: 'This field is required',
      vatRate: 'Choose a VAT rate',
      barcode: 'Invalid barcode',
    });
    expect(details(await call(staff, 'POST', '/items', { name: 'x', unit: 'st', price: '1.23456' }))).toEqual({ price: 'Invalid amount' });
  });

  it('takes categories from the settings (in their spelling) and the description when the settings require it', async () => {
    await settings('categories', {
      categories: [
        { name: 'Zuivel', description: '' },
        { name: 'Brood', description: '' },
      ],
    });
    expect((await newItem({ category: 'zuivel' })).category).toBe('Zuivel');
    const bad = await call(staff, 'POST', '/items', { name: 'x', unit: 'st', price: '1', category: 'Snoep' });
    expect(details(bad)).toEqual({ category: 'Choose a category from the settings' });
    await settings('items', { requireDescription: true });
    expect(details(await call(staff, 'POST', '/items', { name: 'x', unit: 'st', price: '1' }))).toEqual({
      description: 'A description is required',
    });
    await settings('items', { requireDescription: false });
  });

  it('uses a typed SKU when the settings do not generate them', async () => {
    await settings('numbering', { autoGenerateSku: false });
    expect(details(await call(staff, 'POST', '/items', { name: 'x', unit: 'st', price: '1' }))).toEqual({
      number: 'This field is required',
    });
    expect((await newItem({ sku: 'KAAS-01' })).sku).toBe('KAAS-01');
    expect((await call(staff, 'POST', '/items', { name: 'y', unit: 'st', price: '1', sku: 'KAAS-01' })).statusCode).toBe(409);
    await settings('numbering', { autoGenerateSku: true });
  });
});

describe('stock', () => {
  it('changes only through movements, never below zero, and flags low stock by the settings threshold', async () => {
    const item = await newItem({ name: 'Melk vol 1L', unit: 'st' });
    const move = (payload: object) => call(staff, 'POST', `/items/${item.id}/stock-movements`, payload);
    expect((await move({ kind: 'receipt', quantity: '24', reference: 'PO-1' })).statusCode).toBe(201);
    const afterDelivery = (await move({ kind: 'delivery', quantity: '20', reference: 'ORD-9' })).json();
    expect(afterDelivery.item).toMatchObject({ quantityOnHand: '4.0000', lowStock: true });
    expect(afterDelivery.movements.map((m: { kind: string; quantity: string }) => [m.kind, m.quantity])).toEqual([
      ['delivery', '-20.0000'],
      ['receipt', '24.0000'],
    ]);
    const tooMuch = await move({ kind: 'delivery', quantity: '5' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe('Not enough stock');
    const corrected = (await move({ kind: 'correction', quantity: '-1', note: 'Breuk' })).json();
    expect(corrected.item.quantityOnHand).toBe('3.0000');
    expect((await move({ kind: 'receipt', quantity: '-3' })).statusCode).toBe(400);
    const low = (await call(staff, 'GET', '/items?lowStock=true&pageSize=200')).json();
    expect(low.items.map((i: { id: string }) => i.id)).toContain(item.id);
    await settings('items', { lowStockThreshold: 2 });
    expect((await call(staff, 'GET', `/items/${item.id}`)).json().lowStock).toBe(false);
    await settings('items', { lowStockThreshold: 10 });
  });

  it('refuses movements while stock tracking is off', async () => {
    const item = await newItem({ name: 'Zonder voorraad' });
    await settings('items', { enableStockTracking: false });
    const res = await call(staff, 'POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Stock tracking is turned off in the item settings');
    expect((await call(staff, 'GET', '/items?lowStock=true')).json().items).toEqual([]);
    await settings('items', { enableStockTracking: true });
  });
});

describe('lots', () => {
  it('are refused while traceability is off', async () => {
    const item = await newItem({ lotTracked: true });
    const res = await call(staff, 'POST', `/items/${item.id}/lots`, { quantity: '5' });
    expect(res.json().error.message).toBe('Lot tracking is turned off in the traceability settings');
  });

  it('get a number from the lot format (unique per item), carry expiry and stock, and deliveries name their lot', async () => {
    await settings('traceability', { enabled: true, trackExpiry: true, lotNumberFormat: 'L{year}{month}{day}-{item}' });
    const supplier = (await call(staff, 'POST', '/suppliers', { name: 'Kaasmakerij' })).json();
    const item = await newItem({ name: 'Geitenkaas', lotTracked: true, supplierId: supplier.id });
    const base = `/items/${item.id}`;
    expect(details(await call(staff, 'POST', `${base}/lots`, { quantity: '5' }))).toEqual({ expiryDate: 'This field is required' });
    const first = (await call(staff, 'POST', `${base}/lots`, { quantity: '10', expiryDate: '2031-03-01' })).json();
    const second = (await call(staff, 'POST', `${base}/lots`, { quantity: '4', expiryDate: '2031-02-01' })).json();
    const today = new Date();
    const ymd = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`;
    const sku = item.sku.replace(/[^A-Z0-9]/g, '');
    expect(
      second.lots.map((l: { lotNumber: string; expiryDate: string; quantity: string }) => [l.lotNumber, l.expiryDate, l.quantity]),
    ).toEqual([
      [`L${ymd}-${sku}-2`, '2031-02-01', '4.0000'],
      [`L${ymd}-${sku}`, '2031-03-01', '10.0000'],
    ]);
    expect(second.item.quantityOnHand).toBe('14.0000');
    const dup = await call(staff, 'POST', `${base}/lots`, { quantity: '1', expiryDate: '2031-01-01', lotNumber: `l${ymd}-${sku}` });
    expect(dup.statusCode).toBe(409);
    expect(details(await call(staff, 'POST', `${base}/stock-movements`, { kind: 'delivery', quantity: '1' }))).toEqual({
      lotId: 'Choose a lot',
    });
    const lotId = first.lots.find((l: { quantity: string }) => l.quantity === '10.0000').id;
    const tooMuch = await call(staff, 'POST', `${base}/stock-movements`, { kind: 'delivery', quantity: '11', lotId });
    expect(tooMuch.statusCode).toBe(409);
    const delivered = (
      await call(staff, 'POST', `${base}/stock-movements`, { kind: 'delivery', quantity: '3', lotId, reference: 'ORD-1' })
    ).json();
    expect(delivered.item.quantityOnHand).toBe('11.0000');
    expect(delivered.lots.find((l: { id: string }) => l.id === lotId).quantity).toBe('7.0000');
    expect(delivered.movements[0]).toMatchObject({
      kind: 'delivery',
      lotId,
      quantity: '-3.0000',
      reference: 'ORD-1',
      createdByName: 'Sem Jansen',
    });
  });

  it('honour "require lot before sale" for the orders module', async () => {
    const item = await newItem({ name: 'Lotverplicht', lotTracked: true });
    const sale = (lotId: string | null) => systemCtx(t.deps.db, tenantA, (ctx) => getLotForSale(ctx, item.id, lotId));
    await expect(sale(null)).resolves.toBeNull();
    await settings('traceability', { requireLotForSales: true });
    await expect(sale(null)).rejects.toMatchObject({ message: 'lotId: Choose a lot: this item needs a lot before it can be sold' });
    const stock = (
      await call(staff, 'POST', `/items/${item.id}/lots`, { quantity: '2', expiryDate: '2030-01-01', lotNumber: 'LOT-A' })
    ).json();
    await expect(sale(stock.lots[0].id)).resolves.toMatchObject({ lotNumber: 'LOT-A' });
  });
});

describe('deleting an item', () => {
  it('needs clients:delete and removes it with its stock history', async () => {
    const item = await newItem({ name: 'Weg ermee' });
    await call(staff, 'POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '3' });
    expect((await call(staff, 'DELETE', `/items/${item.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/items/${item.id}`)).json()).toEqual({ deleted: true, deactivated: false, usedBy: [] });
    expect((await call(admin, 'GET', `/items/${item.id}/stock`)).statusCode).toBe(404);
  });

  it('makes an item on an order inactive instead, naming the order lines (on Citus too)', async () => {
    const item = await newItem({ name: 'Op een order' });
    const account = await createAccount(t, admin);
    const order = await call(staff, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '2' }] });
    expect(order.statusCode, order.body).toBe(201);
    const res = await call(admin, 'DELETE', `/items/${item.id}`);
    expect(res.json()).toEqual({ deleted: false, deactivated: true, usedBy: ['sales_order_line'] });
    expect((await call(admin, 'GET', `/items/${item.id}`)).json()).toMatchObject({ isActive: false });
  });
});

describe('tenant isolation', () => {
  it("another tenant's item, its stock and lots answer 404 and stay unchanged", async () => {
    const item = await newItem({ name: 'Alleen Demo Kaas', price: '3.00' });
    await call(staff, 'POST', `/items/${item.id}/stock-movements`, { kind: 'receipt', quantity: '8' });
    const attempts: Array<[Method, string, object?]> = [
      ['GET', `/items/${item.id}`],
      ['PATCH', `/items/${item.id}`, { price: '0.01' }],
      ['DELETE', `/items/${item.id}`],
      ['GET', `/items/${item.id}/stock`],
      ['POST', `/items/${item.id}/stock-movements`, { kind: 'delivery', quantity: '8' }],
      ['POST', `/items/${item.id}/lots`, { quantity: '1' }],
    ];
    for (const [method, path, payload] of attempts) {
      const res = await call(other, method, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call(other, 'GET', '/items?q=Alleen')).json().items).toEqual([]);
    expect((await call(staff, 'GET', `/items/${item.id}`)).json()).toMatchObject({ price: '3.0000', quantityOnHand: '8.0000' });
  });

  it("an item cannot name another tenant's supplier", async () => {
    const theirs = (await call(other, 'POST', '/suppliers', { name: 'Andere Leverancier' })).json();
    const res = await call(staff, 'POST', '/items', { name: 'x', unit: 'st', price: '1', supplierId: theirs.id });
    expect(details(res)).toEqual({ supplierId: 'Supplier not found' });
  });
});
