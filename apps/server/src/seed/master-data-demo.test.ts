import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasDutchVatChecksum, isDutchPostcode, isGtin, isKvkNumber, isValidIban } from '@wb/domain/dutch-formats';
import { inTransaction } from '@/db/transaction';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let demo: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  demo = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

const get = async (token: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the demo master data', () => {
  it('gives Demo Groothandel B.V. Dutch customers whose numbers, KvK, VAT ids, IBANs and postcodes are valid', async () => {
    const page = await get(demo, '/accounts?pageSize=200');
    expect(page.total).toBeGreaterThanOrEqual(25);
    for (const account of page.items) {
      expect(account.accountNumber).toMatch(/^ACC-\d+$/);
      expect(isDutchPostcode(account.postalCode)).toBe(true);
      expect(isValidIban(account.iban)).toBe(true);
      expect(account.iban).toMatch(/^NL\d{2} [A-Z]{4} \d{4} \d{4} \d{2}$/);
      if (account.type === 'company') {
        expect(isKvkNumber(account.kvkNumber)).toBe(true);
        expect(hasDutchVatChecksum(account.vatNumber)).toBe(true);
      }
    }
    expect(page.items.filter((a: { blocked: unknown }) => a.blocked)).toEqual([
      expect.objectContaining({ blocked: expect.objectContaining({ byName: 'Anna de Vries' }) }),
    ]);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: bearer(demo),
      payload: { companyName: 'Na de demo' },
    });
    expect(next.statusCode).toBe(201);
  });

  it('gives it food and non-food items at 9 % and 21 %, some in lots with expiry, with stock that adds up', async () => {
    const items = (await get(demo, '/items?pageSize=200')).items;
    expect(new Set(items.map((i: { vatRate: number }) => i.vatRate))).toEqual(new Set([9, 21]));
    for (const item of items) {
      expect(item.price).toMatch(/^\d+\.\d{4}$/);
      expect(isGtin(item.barcode)).toBe(true);
      // Every demo item carries a realistic weight per unit (issue 25 item 18), so orders weigh something.
      expect(Number(item.weight), item.name).toBeGreaterThan(0);
    }
    const lotted = items.filter((i: { lotTracked: boolean }) => i.lotTracked);
    expect(lotted.length).toBeGreaterThanOrEqual(5);
    expect(items.some((i: { lowStock: boolean }) => i.lowStock)).toBe(true);
    const sums = await inTransaction(t.deps.db, { tenantId: null }, async (tx) => {
      await sql`reset role`.execute(tx);
      return sql<{ mismatches: string }>`
        select count(*) as mismatches from item i
        where i.quantity_on_hand <> coalesce((select sum(m.quantity) from stock_movement m where m.tenant_id = i.tenant_id and m.item_id = i.id), 0)
           or (i.lot_tracked and i.quantity_on_hand <> coalesce((select sum(l.quantity) from item_lot l where l.tenant_id = i.tenant_id and l.item_id = i.id), 0))`.execute(
        tx,
      );
    });
    expect(sums.rows[0]?.mismatches).toBe('0');
    const stock = await get(demo, `/items/${lotted[0].id}/stock`);
    expect(stock.lots[0]).toMatchObject({
      // Seeded lots (day and item), or received on a demo purchase order (order and item).
      lotNumber: expect.stringMatching(/^(\d{8}-|PO\d+)ITEM\d+$/),
      expiryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('gives it suppliers with exactly one primary contact each and notes, some important', async () => {
    const suppliers = (await get(demo, '/suppliers?pageSize=200')).items;
    expect(suppliers.length).toBeGreaterThanOrEqual(6);
    let important = 0;
    for (const supplier of suppliers) {
      const contacts = await get(demo, `/suppliers/${supplier.id}/contacts`);
      expect(contacts.filter((c: { isPrimary: boolean }) => c.isPrimary)).toHaveLength(1);
      expect(isValidIban(supplier.bankAccount)).toBe(true);
      expect(hasDutchVatChecksum(supplier.vatNumber)).toBe(true);
      important += (await get(demo, `/suppliers/${supplier.id}/notes`)).filter((n: { isImportant: boolean }) => n.isImportant).length;
    }
    expect(important).toBeGreaterThanOrEqual(2);
  });

  it('gives Andere Handel B.V. a few of its own, and neither sees the other', async () => {
    const accounts = (await get(other, '/accounts')).items;
    expect(accounts.length).toBeGreaterThanOrEqual(3);
    expect(accounts.length).toBeLessThan(10);
    expect((await get(other, '/items')).items.length).toBeGreaterThanOrEqual(3);
    expect((await get(other, '/accounts?q=Karper')).items).toEqual([]);
  });
});
