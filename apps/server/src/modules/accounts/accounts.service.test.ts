import { sql } from 'kysely';
import { inTransaction } from '@/db/transaction';
import { countLimit } from '@/platform/lists/id-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCtx } from '@/platform/context';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { accountUsages } from './account-usage';
import { blockAccount, createAccount, deleteAccount, findAccounts, getOrderableAccount, searchAccounts } from './accounts.service';

let t: TestApp;
let admin: string;
let tenantA: string;

beforeAll(async () => {
  t = await createTestApp();
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  const rows: Array<[string, string]> = [
    ['Zuivelboerderij Vlietland', 'Leiden'],
    ['Zuivelhandel Vlietstra', 'Rotterdam'],
    ['Vlietkaas Export', 'Utrecht'],
    ['Vliet "Quote" Catering', 'Leiden'],
    ['50%_Korting Vliet', 'Delft'],
  ];
  for (const [companyName, city] of rows) {
    await inTenant((ctx) => createAccount(ctx, { companyName, city }));
  }
});
afterAll(() => t.close());

const inTenant = <T>(fn: Parameters<typeof systemCtx<T>>[2]) => systemCtx(t.deps.db, tenantA, fn);
const names = async (q: string) => {
  const page = await inTenant((ctx) => findAccounts(ctx, { q, page: 1, pageSize: 50 }));
  return page.items.map((a) => a.companyName).sort();
};
const setFuzzy = async (fuzzySearch: boolean) => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/v1/settings/search', headers: bearer(admin), payload: { fuzzySearch } });
  expect(res.statusCode).toBe(200);
};

describe('the list search', () => {
  it('ANDs words, ORs around `or`, excludes -terms and matches "quoted text" as written', async () => {
    expect(await names('zuivel vliet')).toEqual(['Zuivelboerderij Vlietland', 'Zuivelhandel Vlietstra']);
    expect(await names('zuivel leiden')).toEqual(['Zuivelboerderij Vlietland']);
    expect(await names('vliet rotterdam or utrecht')).toEqual(['Vlietkaas Export', 'Zuivelhandel Vlietstra']);
    expect(await names('vliet -zuivel -leiden')).toEqual(['50%_Korting Vliet', 'Vlietkaas Export']);
    expect(await names('"handel vliet"')).toEqual(['Zuivelhandel Vlietstra']);
    expect(await names('"vliet handel"')).toEqual([]);
  });

  it('holds the planner to the trigram index for the search only: the transaction goes on with the defaults', async () => {
    const settings = await inTenant(async (ctx) => {
      await findAccounts(ctx, { q: 'vliet', page: 1, pageSize: 50 });
      return (
        await sql<{
          seq: string;
          idx: string;
        }>`select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as idx`.execute(ctx.tx)
      ).rows[0];
    });
    expect(settings).toEqual({ seq: 'on', idx: 'on' });
  });

  it('treats LIKE wildcards and quotes in the text as plain characters', async () => {
    expect(await names('50%_')).toEqual(['50%_Korting Vliet']);
    expect(await names('%')).toEqual(['50%_Korting Vliet']);
    expect(await names('"quote"')).toEqual(['Vliet "Quote" Catering']);
  });

  it('finds a typo only when fuzzy search is on, and never fuzzily excludes', async () => {
    await setFuzzy(true);
    expect(await names('zuivelboerdery')).toEqual(['Zuivelboerderij Vlietland']);
    expect(await names('vliet -zuivelboerdery')).toContain('Zuivelboerderij Vlietland');
    await setFuzzy(false);
    expect(await names('zuivelboerdery')).toEqual([]);
    await setFuzzy(true);
  });

  it('counts the total beyond one page', async () => {
    const page = await inTenant((ctx) => findAccounts(ctx, { q: 'vliet', page: 1, pageSize: 2, sort: '-companyName' }));
    expect(page.total).toBe(5);
    expect(page.items.map((a) => a.companyName)).toEqual(['Zuivelhandel Vlietstra', 'Zuivelboerderij Vlietland']);
    const last = await inTenant((ctx) => findAccounts(ctx, { q: 'vliet', page: 3, pageSize: 2 }));
    expect(last).toMatchObject({ total: 5, page: 3 });
    expect(last.items).toHaveLength(1);
    const beyond = await inTenant((ctx) => findAccounts(ctx, { q: 'vliet', page: 9, pageSize: 2 }));
    expect(beyond).toMatchObject({ total: 5, items: [] });
  });
});

describe('Settings → Search → show contact in client search (issue 25 item 16)', () => {
  const setShowContact = async (showContactInClientSearch: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/search',
      headers: bearer(admin),
      payload: { showContactInClientSearch },
    });
    expect(res.statusCode).toBe(200);
  };
  const picked = async (q: string) => (await inTenant((ctx) => searchAccounts(ctx, q))).map((a) => a.companyName);

  it("finds accounts by their contact's names while on, and not while off", async () => {
    await inTenant((ctx) =>
      createAccount(ctx, {
        companyName: 'Bakkerij Noordkant',
        contactPerson: 'Henk Spijkerman',
        firstName: 'Wilma',
        lastName: 'Ouwerkerk',
      }),
    );
    await setShowContact(true);
    expect(await names('spijkerman')).toEqual(['Bakkerij Noordkant']);
    expect(await names('ouwerkerk')).toEqual(['Bakkerij Noordkant']);
    expect(await picked('spijkerman')).toEqual(['Bakkerij Noordkant']);
    await setShowContact(false);
    try {
      expect(await names('spijkerman')).toEqual([]);
      expect(await names('wilma')).toEqual([]);
      expect(await picked('spijkerman')).toEqual([]);
      // The rest of the account is still searched.
      expect(await names('noordkant')).toEqual(['Bakkerij Noordkant']);
    } finally {
      await setShowContact(true);
    }
  });
});

describe('an account that is blocked by administration', () => {
  it('cannot be ordered for', async () => {
    const account = await inTenant((ctx) => createAccount(ctx, { companyName: 'Geblokkeerd BV' }));
    await expect(inTenant((ctx) => getOrderableAccount(ctx, account.id))).resolves.toMatchObject({ id: account.id });
    await inTenant((ctx) => blockAccount(ctx, account.id, { reason: 'Kredietlimiet overschreden' }));
    await expect(inTenant((ctx) => getOrderableAccount(ctx, account.id))).rejects.toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      message: 'This account is blocked by administration',
    });
  });
});

describe('deleting an account that other records refer to', () => {
  beforeAll(async () => {
    // A stand-in for the orders table that will refer to accounts, made as a migration makes a
    // tenant table (docs/citus.md): distributed on Citus before its foreign key, else Citus keeps
    // it on the coordinator and does not hold the key against the account's shard.
    await sql`create table test_order (tenant_id uuid not null, id uuid not null, account_id uuid not null, primary key (tenant_id, id))`.execute(
      t.deps.db,
    );
    await sql`select distribute_tenant_table('test_order')`.execute(t.deps.db);
    await sql`alter table test_order add foreign key (tenant_id, account_id) references account (tenant_id, id)`.execute(t.deps.db);
    await sql`grant select, insert, update, delete on test_order to wb_app`.execute(t.deps.db);
  });

  it('deactivates it instead, naming what refers to it (registered usage)', async () => {
    const account = await inTenant((ctx) => createAccount(ctx, { companyName: 'Met Orders BV' }));
    await sql`insert into test_order values (${tenantA}, gen_random_uuid(), ${account.id})`.execute(t.deps.db);
    accountUsages.push({ label: 'orders', table: 'test_order', column: 'account_id' });
    try {
      const result = await inTenant((ctx) => deleteAccount(ctx, account.id));
      expect(result).toEqual({ deleted: false, deactivated: true, usedBy: ['orders'] });
    } finally {
      accountUsages.pop();
    }
    const page = await inTenant((ctx) => findAccounts(ctx, { q: '"Met Orders BV"', page: 1, pageSize: 5 }));
    expect(page.items[0]?.status).toBe('inactive');
  });

  it('deactivates it too when a reference was not registered: the foreign key catches it', async () => {
    const account = await inTenant((ctx) => createAccount(ctx, { companyName: 'Vergeten Verwijzing BV' }));
    await sql`insert into test_order values (${tenantA}, gen_random_uuid(), ${account.id})`.execute(t.deps.db);
    const result = await inTenant((ctx) => deleteAccount(ctx, account.id));
    expect(result).toEqual({ deleted: false, deactivated: true, usedBy: ['test_order'] });
  });
});

describe('large lists', () => {
  // 10,050 "Massaklant" accounts, each a microsecond older than the one before, and 2,500
  // "Aardappelhandel" accounts that sort before them and match no search for "massaklant".
  const massaklant = (n: number) => `Massaklant ${String(n).padStart(5, '0')}`;
  beforeAll(async () => {
    await sql`insert into account (tenant_id, id, account_number, company_name, city, created_at)
      select ${tenantA}, gen_random_uuid(), 'MASS-' || g, 'Massaklant ' || lpad(g::text, 5, '0'), 'Zwolle',
        timestamptz '2026-01-01' - g * interval '1 microsecond'
      from generate_series(1, 10050) g`.execute(t.deps.db);
    await sql`insert into account (tenant_id, id, account_number, company_name, city)
      select ${tenantA}, gen_random_uuid(), 'AARD-' || g, 'Aardappelhandel ' || lpad(g::text, 4, '0'), 'Ede'
      from generate_series(1, 2500) g`.execute(t.deps.db);
  });

  it('count exactly up to 1,000 accounts and say "more" beyond, further on later pages', async () => {
    const page = await inTenant((ctx) => findAccounts(ctx, { page: 1, pageSize: 20 }));
    expect(page).toMatchObject({ total: countLimit + 1, totalExact: false });
    const deep = await inTenant((ctx) => findAccounts(ctx, { page: 100, pageSize: 20 }));
    expect(deep).toMatchObject({ total: 99 * 20 + 20 * 20 + 1, totalExact: false });
  });

  it('count a search exactly up to 1,000 hits and still sort all of them', async () => {
    // The 2,500 accounts before them in the list's order hide the hits from a walk of the first rows.
    const first = await inTenant((ctx) => findAccounts(ctx, { q: 'massaklant', page: 1, pageSize: 20 }));
    expect(first).toMatchObject({ total: countLimit + 1, totalExact: false });
    expect(first.items.map((a) => a.companyName)).toEqual(Array.from({ length: 20 }, (_, i) => massaklant(i + 1)));

    const third = await inTenant((ctx) => findAccounts(ctx, { q: 'massaklant', page: 3, pageSize: 20 }));
    expect(third.items.map((a) => a.companyName)).toEqual(Array.from({ length: 20 }, (_, i) => massaklant(i + 41)));

    const last = await inTenant((ctx) => findAccounts(ctx, { q: 'massaklant', page: 1, pageSize: 5, sort: '-companyName' }));
    expect(last.items.map((a) => a.companyName)).toEqual([10050, 10049, 10048, 10047, 10046].map(massaklant));
  });

  it('sort a common search on a column without an index in order, to the microsecond', async () => {
    const newest = await inTenant((ctx) => findAccounts(ctx, { q: 'massaklant', page: 2, pageSize: 10, sort: '-createdAt' }));
    expect(newest.items.map((a) => a.companyName)).toEqual(Array.from({ length: 10 }, (_, i) => massaklant(i + 11)));
    const oldest = await inTenant((ctx) => findAccounts(ctx, { q: 'massaklant', page: 1, pageSize: 3, sort: 'createdAt' }));
    expect(oldest.items.map((a) => a.companyName)).toEqual([10050, 10049, 10048].map(massaklant));
  });

  it('count further as the pages go further, so the pager can reach them', async () => {
    const deep = await inTenant((ctx) => findAccounts(ctx, { q: 'massaklant', page: 30, pageSize: 50 }));
    expect(deep).toMatchObject({ total: 29 * 50 + 20 * 50 + 1, totalExact: false });
    expect(deep.items.map((a) => a.companyName)).toEqual(Array.from({ length: 50 }, (_, i) => massaklant(1451 + i)));
  });

  it('count a rarer search exactly', async () => {
    const small = await inTenant((ctx) => findAccounts(ctx, { q: 'massaklant 0999', page: 1, pageSize: 20, sort: '-companyName' }));
    expect(small).toMatchObject({ total: 11, totalExact: true });
    expect(small.items[0]?.companyName).toBe('Massaklant 09999');
    const none = await inTenant((ctx) => findAccounts(ctx, { q: 'massaklant -zwolle', page: 1, pageSize: 20 }));
    expect(none).toMatchObject({ items: [], total: 0, totalExact: true });
  });
});

describe('the search views', () => {
  it("show only the transaction's tenant and cannot be written through", async () => {
    const other = (await signIn(t.app, 'admin@other.example.com')).user.tenantId ?? '';
    const seen = await inTransaction(t.deps.db, { tenantId: other }, (tx) =>
      sql<{ n: string }>`select count(*) as n from account_search where tenant_id = ${tenantA}`.execute(tx),
    );
    expect(seen.rows[0]?.n).toBe('0');
    const none = await inTransaction(t.deps.db, { tenantId: null }, (tx) =>
      sql<{ n: string }>`select count(*) as n from account_search`.execute(tx),
    );
    expect(none.rows[0]?.n).toBe('0');
    // Citus refuses a write through a view over a distributed table before the privileges are checked.
    const refused = /permission denied|cannot modify views/;
    await expect(
      inTransaction(t.deps.db, { tenantId: tenantA }, (tx) =>
        sql`insert into account_search (tenant_id, id, company_name) values (${tenantA}, gen_random_uuid(), 'Sluiproute')`.execute(tx),
      ),
    ).rejects.toThrow(refused);
    await expect(
      inTransaction(t.deps.db, { tenantId: other }, (tx) =>
        sql`update account_search set company_name = 'x' where tenant_id = ${tenantA}`.execute(tx),
      ),
    ).rejects.toThrow(refused);
  });
});
