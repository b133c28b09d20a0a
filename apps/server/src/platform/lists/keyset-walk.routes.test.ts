// Keyset pages (issue 35): past the numbered pages a list walks by the sort key and id of the row a
// page follows. Walking forwards and back returns every row exactly once in the list's order, also
// where many rows share the sort key (and where it is null), on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem } from '@/modules/orders/order-test-kit';
import { encodeCursor } from './keyset';

let t: TestApp;
let admin: string;
let call: ReturnType<typeof caller>;
const tag = `Keyset${Date.now().toString(36)}`;
const rows = 26;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  const item = await createItem(t, admin);
  const cities = ['Utrecht', 'Delft', null];
  for (let i = 0; i < rows; i += 1) {
    // Three cities (one of them none) and three order dates: ties on every sort key walked below.
    const city = cities[i % 3];
    const account = await createAccount(t, admin, { companyName: `${tag} ${i % 4}`, ...(city ? { city } : {}) });
    const res = await call(admin, 'POST', '/orders', {
      accountId: account.id,
      orderDate: `2026-02-0${(i % 3) + 1}`,
      notes: tag,
      lines: [{ itemId: item.id, amount: '1' }],
    });
    expect(res.statusCode).toBe(201);
  }
}, 120_000);
afterAll(() => t?.close());

type Page = { items: Array<{ id: string }>; page: number; cursors?: { next: string | null; previous: string | null }; count?: unknown };

async function get(path: string): Promise<Page> {
  const res = await call(admin, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

/** Pages 1–20 by number (one row each), then by keyset to the end and back to page 20. */
async function walk(base: string) {
  const all = (await get(`${base}&pageSize=200`)).items.map((row) => row.id);
  expect(all.length).toBeGreaterThan(20);
  const seen: string[] = [];
  let page: Page | undefined;
  for (let n = 1; n <= 20; n += 1) {
    page = await get(`${base}&pageSize=1&page=${n}`);
    seen.push(...page.items.map((row) => row.id));
  }
  expect(page?.cursors?.next).toBeTruthy();
  let next = page?.cursors?.next ?? null;
  let last: Page | undefined;
  while (next) {
    last = await get(`${base}&pageSize=1&cursor=${encodeURIComponent(next)}`);
    expect(last.page).toBe(seen.length + 1);
    seen.push(...last.items.map((row) => row.id));
    next = last.cursors?.next ?? null;
  }
  expect(seen).toEqual(all);
  // Back from the last page by "previous" to page 20: the same rows, in reverse.
  const back: string[] = [];
  let previous = last?.cursors?.previous ?? null;
  while (previous) {
    const p = await get(`${base}&pageSize=1&cursor=${encodeURIComponent(previous)}`);
    back.unshift(...p.items.map((row) => row.id));
    if (p.page === 20) break;
    previous = p.cursors?.previous ?? null;
  }
  expect(back).toEqual(all.slice(19, all.length - 1));
  return all;
}

describe('keyset pages', () => {
  it('walk orders by order date (ties broken by number) forwards and back, each order once', async () => {
    await walk(`/orders?q=${tag}&sort=-orderDate`);
    await walk(`/orders?q=${tag}&sort=orderDate`);
    // A sort on the account's name walks through the joins.
    await walk(`/orders?q=${tag}&sort=accountName`);
  }, 120_000);

  it('walk accounts by a city that many share or lack, both ways', async () => {
    await walk(`/accounts?q=${tag}&sort=city`);
    await walk(`/accounts?q=${tag}&sort=-city`);
    await walk(`/accounts?q=${tag}&sort=companyName`);
  }, 120_000);

  it('walk accounts without a search (the index walk) from page 20', async () => {
    const all = await walk('/accounts?sort=companyName');
    expect(all.length).toBeGreaterThan(20);
  }, 120_000);

  it('walk invoices by date (ties by time made and id) and by number (drafts have none) forwards and back', async () => {
    const account = await createAccount(t, admin, { companyName: `${tag} facturen` });
    for (let i = 0; i < 22; i += 1) {
      const made = await call(admin, 'POST', '/invoices', {
        accountId: account.id,
        invoiceDate: `2026-11-0${(i % 3) + 1}`,
        lines: [{ description: 'Kratten huur', quantity: '1', price: '2.50', vatRate: 21 }],
      });
      expect(made.statusCode, made.body).toBe(201);
      if (i % 5 === 0) expect((await call(admin, 'POST', `/invoices/${made.json().id}/finalise`, {})).statusCode).toBe(200);
    }
    await walk(`/invoices?accountId=${account.id}`);
    await walk(`/invoices?accountId=${account.id}&sort=invoiceNumber`);
    await walk(`/invoices?accountId=${account.id}&sort=-invoiceNumber`);
  }, 120_000);

  it('answers 400 in the error shape for a changed cursor or one of another list or sort', async () => {
    const page = await get(`/orders?q=${tag}&sort=-orderDate&pageSize=1&page=20`);
    const cursor = page.cursors?.next ?? '';
    const tampered = `${cursor.slice(0, 5)}${cursor[5] === 'A' ? 'B' : 'A'}${cursor.slice(6)}`;
    for (const path of [
      `/orders?sort=-orderDate&cursor=${encodeURIComponent(tampered)}`,
      `/orders?sort=orderNumber&cursor=${encodeURIComponent(cursor)}`,
      `/accounts?cursor=${encodeURIComponent(cursor)}`,
      '/invoices?cursor=nonsense',
      // Made elsewhere with a good checksum but keys the columns cannot hold ('tomorrow' would be a date).
      `/orders?cursor=${encodeCursor({ list: 'orders', sort: '', page: 21, before: false, keys: ['someday', 'x'] })}`,
      `/invoices?cursor=${encodeCursor({ list: 'invoices', sort: '', page: 21, before: true, keys: ['2026-01-01', 'never', 'not-an-id'] })}`,
      `/accounts?sort=createdAt&cursor=${encodeCursor({ list: 'accounts', sort: 'createdAt', page: 21, before: false, keys: ['x', 'y'] })}`,
    ]) {
      const res = await call(admin, 'GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', key: 'platform.badCursor' });
    }
  });

  it('says how a total is known: exact for a short list', async () => {
    const page = await get(`/orders?q=${tag}&pageSize=5`);
    expect(page.count).toEqual({ value: rows, kind: 'exact' });
  });
});
