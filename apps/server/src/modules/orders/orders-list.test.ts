// The order list at scale (issue 11): the page of a filter on the order's own columns is chosen
// from the order search view before the joins, and the total is counted only up to a limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { sql } from 'kysely';
import { inTransaction } from '@/db/transaction';
import { countLimit } from '@/platform/lists/id-page';
import { caller, createAccount, createItem, statusIds } from './order-test-kit';
import { countOrders } from './orders.queries';

let t: TestApp;
let admin: string;
let tenantId: string;
let call: ReturnType<typeof caller>;
let confirmed: string;
const made: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantId = login.user.tenantId ?? '';
  const account = await createAccount(t, admin, { companyName: 'Lijsttest B.V.' });
  const item = await createItem(t, admin);
  for (const day of ['2026-01-03', '2026-01-01', '2026-01-02', '2026-01-05', '2026-01-04']) {
    const res = await call(admin, 'POST', '/orders', {
      accountId: account.id,
      orderDate: day,
      lines: [{ itemId: item.id, amount: '1' }],
    });
    expect(res.statusCode).toBe(201);
    made.push(res.json().id as string);
  }
  confirmed = (await statusIds(t, admin)).confirmed;
  const first = await call(admin, 'GET', `/orders/${made[0]}`);
  expect((await call(admin, 'POST', `/orders/${made[0]}/status`, { statusId: confirmed, version: first.json().version })).statusCode).toBe(
    200,
  );
});
afterAll(() => t?.close());

const count = (filter: Parameters<typeof countOrders>[2], cap: number | null) =>
  inTransaction(t.deps.db, { tenantId }, (tx) => countOrders(tx, tenantId, filter, cap));

describe('order list', () => {
  it('counts every match without a cap, and at most cap + 1 with one', async () => {
    const all = await count({}, null);
    expect(all).toBeGreaterThanOrEqual(5);
    expect(await count({}, 2)).toBe(3);
    expect(await count({}, all)).toBe(all);
    expect(await count({ statusId: confirmed }, null)).toBe(1);
    // A filter on the account (the search) counts through the join, capped alike.
    expect(await count({ q: 'lijsttest' }, null)).toBe(5);
    expect(await count({ q: 'lijsttest' }, 3)).toBe(4);
  });

  it('pages on the order date, newest first, the same with and without a filter on the account', async () => {
    const byDate = async (query: string) => {
      const res = await call(admin, 'GET', `/orders?pageSize=2&sort=-orderDate${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { items: Array<{ orderDate: string }>; total: number; totalExact: boolean };
    };
    const searched = [
      ...(await byDate('&q=lijsttest&page=1')).items,
      ...(await byDate('&q=lijsttest&page=2')).items,
      ...(await byDate('&q=lijsttest&page=3')).items,
    ];
    expect(searched.map((o) => o.orderDate)).toEqual(['2026-01-05', '2026-01-04', '2026-01-03', '2026-01-02', '2026-01-01']);
    // A page past the last still tells how many there are.
    expect(await byDate('&q=lijsttest&page=9')).toMatchObject({ items: [], total: 5, totalExact: true });
    const page = await byDate(`&statusId=${confirmed}`);
    expect(page.items.map((o) => o.orderDate)).toEqual(['2026-01-03']);
    expect(page.totalExact).toBe(true);
    const first = await byDate('');
    expect(first.items).toHaveLength(2);
    expect(first.totalExact).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(5);
  });

  it('counts a search and the plain list to 1,000, then says "more than", and counts further on later pages', async () => {
    const account = await createAccount(t, admin, { companyName: 'Massabesteller B.V.' });
    const pending = (await statusIds(t, admin)).pending;
    // 2,010 orders, one a day back from 2025-06-01: the newest first is MASS-1, MASS-2, …
    await sql`insert into sales_order (tenant_id, id, order_number, order_date, account_id, status_id)
      select ${tenantId}, gen_random_uuid(), 'MASS-' || lpad(g::text, 4, '0'), date '2025-06-01' - g, ${account.id}, ${pending}
      from generate_series(1, ${2 * countLimit + 10}) g`.execute(t.deps.db);
    const list = async (query: string) =>
      (await call(admin, 'GET', `/orders?pageSize=10&sort=-orderDate${query}`)).json() as {
        items: Array<{ orderNumber: string }>;
        total: number;
        totalExact: boolean;
      };
    expect(await list('&q=massabesteller')).toMatchObject({ total: countLimit + 1, totalExact: false });
    expect(await list(`&accountId=${account.id}`)).toMatchObject({ total: countLimit + 1, totalExact: false });
    // Further pages count further, so the pager can reach them, with and without a search.
    const searched = await list('&q=massabesteller&page=150');
    expect(searched).toMatchObject({ total: 149 * 10 + 20 * 10 + 1, totalExact: false });
    const walked = await list(`&accountId=${account.id}&page=150`);
    expect(walked).toMatchObject({ total: 149 * 10 + 20 * 10 + 1, totalExact: false });
    const numbers = Array.from({ length: 10 }, (_, i) => `MASS-${String(1491 + i).padStart(4, '0')}`);
    expect(walked.items.map((o) => o.orderNumber)).toEqual(numbers);
    expect(searched.items.map((o) => o.orderNumber)).toEqual(numbers);
    // Near the end the count is exact; past it, the total is still told.
    expect(await list(`&accountId=${account.id}&page=200`)).toMatchObject({ total: 2010, totalExact: true });
    expect(await list(`&accountId=${account.id}&page=202`)).toMatchObject({ items: [], total: 2010, totalExact: true });
  });
});

describe('the first page, one prepared statement for every company', () => {
  it('answers each company its own orders and total, past the runs after which the database plans the statement once for all', async () => {
    const other = await signIn(t.app, 'admin@other.example.com');
    const [account, item] = [await createAccount(t, other.access_token), await createItem(t, other.access_token)];
    for (let i = 0; i < 3; i++) {
      const res = await call(other.access_token, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: item.id, amount: '2' }] });
      expect(res.statusCode).toBe(201);
    }
    const ownIds = async (tenant: string) =>
      new Set(
        await inTransaction(t.deps.db, { tenantId: tenant }, (tx) =>
          sql<{ id: string }>`select id from order_search`.execute(tx).then((r) => r.rows.map((row) => row.id)),
        ),
      );
    const [mine, theirs] = [await ownIds(tenantId), await ownIds(other.user.tenantId ?? '')];
    expect(theirs.size).toBeGreaterThan(0);
    // The database plans a prepared statement with its values five times, then may keep one plan for all.
    for (let round = 0; round < 8; round++) {
      for (const [token, own] of [
        [admin, mine],
        [other.access_token, theirs],
      ] as const) {
        const page = (await call(token, 'GET', '/orders?pageSize=25&sort=-orderDate')).json() as {
          items: Array<{ id: string }>;
          total: number;
        };
        expect(page.items.length).toBe(Math.min(25, own.size));
        expect(page.items.every((o) => own.has(o.id))).toBe(true);
        expect(page.total).toBe(Math.min(own.size, countLimit + 1));
      }
    }
  });
});

describe('the order search view', () => {
  it("shows only the transaction's tenant and cannot be written through", async () => {
    const other = (await signIn(t.app, 'admin@other.example.com')).user.tenantId ?? '';
    const count = (tenant: string | null, where = sql`true`) =>
      inTransaction(t.deps.db, { tenantId: tenant }, (tx) =>
        sql<{ n: string }>`select count(*) as n from order_search where ${where}`.execute(tx).then((r) => Number(r.rows[0]?.n)),
      );
    expect(await count(tenantId)).toBeGreaterThanOrEqual(made.length);
    expect(await count(other, sql`tenant_id = ${tenantId}`)).toBe(0);
    expect(await count(null)).toBe(0);
    await expect(
      inTransaction(t.deps.db, { tenantId: other }, (tx) =>
        sql`update order_search set route = 'Sluiproute' where tenant_id = ${tenantId}`.execute(tx),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      inTransaction(t.deps.db, { tenantId }, (tx) => sql`delete from order_search where id = ${made[1]}`.execute(tx)),
    ).rejects.toThrow(/permission denied/);
    expect(await count(tenantId, sql`id = ${made[1]}`)).toBe(1);
  });
});
