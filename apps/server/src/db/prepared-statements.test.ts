// Prepared statements (issue 11): planned once per connection, and still scoped to the tenant of
// each transaction, since row-level security reads the tenant when the statement runs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idIn, rowCount } from '@/platform/lists/id-page';
import { insertLinesQuery, type LineValues } from '@/modules/orders/order-lines.queries';
import { seedDemo } from '@/seed/demo-seed';
import { openTestDatabase } from '../../test/test-db';
import { selectTenantId } from '../../test/test-audit';
import type { DatabaseHandle } from './database';
import { preparedNameOf } from './prepared-statements';
import { inTransaction, readInScope, type SqlPrepared, type Tx } from './transaction';

let handle: DatabaseHandle;
let tenantA: string;
let tenantB: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { masterData: false });
  tenantA = await selectTenantId(handle.db, 'Demo Groothandel B.V.');
  tenantB = await selectTenantId(handle.db, 'Andere Handel B.V.');
});
afterAll(() => handle.close());

const preparedNames = async (tx: Tx) =>
  (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(tx)).rows.map((r) => r.name);

/** The tenants whose members a transaction sees, read by a statement with a parameter. */
const membersTenants = async (tx: Tx) =>
  (await sql<{ tenantId: string }>`select distinct tenant_id from tenant_user where is_active = ${true}`.execute(tx)).rows.map(
    (r) => r.tenantId,
  );

describe('which statements are prepared', () => {
  it('prepares reads and writes with parameters, each text under one name', () => {
    const byId = 'select * from "sales_order" where "tenant_id" = $1 and "id" = $2';
    expect(preparedNameOf(byId, 2)).toMatch(/^wb_[\w-]{22}$/);
    expect(preparedNameOf(byId, 2)).toBe(preparedNameOf(byId, 2));
    expect(preparedNameOf(`${byId} for update`, 2)).not.toBe(preparedNameOf(byId, 2));
    expect(preparedNameOf('insert into "audit_event" ("id", "tenant_id") values ($1, $2)', 2)).not.toBeNull();
  });

  it('leaves unprepared what the planner must see with its values, and what has no parameters or too many', () => {
    expect(preparedNameOf('select "id" from "sales_order" where "tenant_id" = $1 order by "order_date" limit $2', 2)).toBeNull();
    expect(preparedNameOf('select "id" from "sales_order" where "tenant_id" = $1 order by "order_date" limit 50 offset $2', 2)).toBeNull();
    expect(preparedNameOf('select "id" from "account" where "search_text" like $1', 1)).toBeNull();
    expect(preparedNameOf("select 1 where 'a' % $1", 1)).toBeNull();
    const upsert =
      'insert into "job" ("tenant_id", "kind") values ($1, $2) on conflict ("tenant_id", "kind") where "status" in ($3, $4) do nothing';
    expect(preparedNameOf(upsert, 4)).toBeNull();
    expect(preparedNameOf('insert into "x" ("a") values ($1) on conflict ("a") do nothing', 1)).not.toBeNull();
    expect(
      preparedNameOf('select "id" from "invoice" where "tenant_id" = $1 and "invoice_date" >= $2 and "invoice_date" <= $3', 3),
    ).toBeNull();
    expect(preparedNameOf('select 1', 0)).toBeNull();
    const many = Array.from({ length: 70 }, (_, i) => `$${i + 1}`).join(', ');
    expect(preparedNameOf(`select 1 where "id" in (${many})`, 70)).toBeNull();
  });

  it("prepares a list's first page without a search, its LIMIT and OFFSET written as numbers, and not a later page (rowCount)", () => {
    const page = (offset: number) => {
      const firstPage = offset === 0;
      return handle.db
        .selectFrom('account as a')
        .select('a.id')
        .where('a.tenantId', '=', tenantA)
        .orderBy('a.companyName')
        .limit(rowCount(50, { firstPage }))
        .offset(rowCount(offset, { firstPage }))
        .compile();
    };
    const [first, later] = [page(0), page(50)];
    expect(first.sql).toMatch(/limit 50 offset 0$/);
    expect(preparedNameOf(first.sql, first.parameters.length)).not.toBeNull();
    expect(later.parameters).toEqual([tenantA, 50, 50]);
    expect(preparedNameOf(later.sql, later.parameters.length)).toBeNull();
    expect(() => rowCount(-1, { firstPage: true })).toThrow();
    expect(() => rowCount(2.5, { firstPage: false })).toThrow();
  });

  it('prepares a page read by id as one text, whatever the number of ids', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `0190aaaa-0000-7000-8000-${String(i).padStart(12, '0')}`);
    const pageRead = (n: number) =>
      handle.db
        .selectFrom('account as a')
        .select('a.id')
        .where('a.tenantId', '=', tenantA)
        .where(idIn('a.id', ids(n)))
        .compile();
    const [two, fifty] = [pageRead(2), pageRead(50)];
    expect(fifty.sql).toBe(two.sql);
    expect(fifty.parameters).toHaveLength(2);
    expect(preparedNameOf(fifty.sql, fifty.parameters.length)).not.toBeNull();
  });

  it("prepares an order's new lines as one text, whatever the number of lines", () => {
    const line = (position: number): LineValues => ({
      id: `0190aaaa-0000-7000-8000-${String(position).padStart(12, '0')}`,
      position,
      itemId: '0190aaaa-0000-7000-8000-000000000999',
      lotId: null,
      itemNumber: 'ITEM-1',
      name: 'Roomboter',
      unit: 'st',
      vatRate: 9,
      amount: '2',
      price: '3.50',
      discount: '0',
      packageAmount: null,
      unitWeight: null,
      costPrice: null,
      lineNet: '7.00',
    });
    const insert = (n: number) =>
      insertLinesQuery(
        handle.db,
        tenantA,
        '0190aaaa-0000-7000-8000-000000000001',
        Array.from({ length: n }, (_, i) => line(i)),
      ).compile();
    const [one, thousand] = [insert(1), insert(1000)];
    expect(thousand.sql).toBe(one.sql);
    expect(thousand.parameters).toHaveLength(17);
    expect(preparedNameOf(thousand.sql, thousand.parameters.length)).not.toBeNull();
  });
});

describe('prepared statements on the database', () => {
  it('prepares a statement on its first run in a connection and runs it by name after', async () => {
    const names = await inTransaction(handle.db, { tenantId: tenantA }, async (tx) => {
      await membersTenants(tx);
      await membersTenants(tx);
      return preparedNames(tx);
    });
    const text = 'select distinct tenant_id from tenant_user where is_active = $1';
    expect(names).toContain(preparedNameOf(text, 1));
  });

  it('sees the rows of the tenant of each transaction, whichever tenant planned it first', async () => {
    for (let round = 0; round < 8; round++) {
      expect(await inTransaction(handle.db, { tenantId: tenantA }, membersTenants)).toEqual([tenantA]);
      expect(await inTransaction(handle.db, { tenantId: tenantB }, membersTenants)).toEqual([tenantB]);
      expect(await inTransaction(handle.db, { tenantId: null }, membersTenants)).toEqual([]);
    }
  });

  it('runs a scoped read prepared in its own message, in the scope of each read, and recovers from a failed one', async () => {
    const statement: SqlPrepared = {
      name: 'wb_test_members',
      parameterTypes: ['boolean'],
      text: 'select distinct tenant_id as "tenantId" from tenant_user where is_active = $1',
    };
    const read = (tenantId: string) =>
      readInScope<{ tenantId: string }>(handle.db, { tenantId }, 'execute wb_test_members(true)', statement);
    for (let round = 0; round < 8; round++) {
      expect(await read(tenantA)).toEqual([{ tenantId: tenantA }]);
      expect(await read(tenantB)).toEqual([{ tenantId: tenantB }]);
    }
    const failing: SqlPrepared = { name: 'wb_test_failing', parameterTypes: ['int'], text: 'select 1 / ($1 - 1) as n' };
    const attempt = () => readInScope<{ n: number }>(handle.db, { tenantId: tenantA }, 'execute wb_test_failing(1)', failing);
    await expect(attempt()).rejects.toThrow(/division by zero/);
    await expect(attempt()).rejects.toThrow(/division by zero/);
    expect(await read(tenantA)).toEqual([{ tenantId: tenantA }]);
  });

  it('recovers a scoped read whose session has the statement already, or has lost it', async () => {
    // PGlite's pool hands every new client the one session, which keeps what an earlier client prepared.
    const statement: SqlPrepared = { name: 'wb_test_session', parameterTypes: ['int'], text: 'select $1 + 1 as n' };
    const onSession = (text: string) => handle.db.connection().execute((conn) => sql.raw(text).execute(conn));
    await onSession('prepare wb_test_session(int) as select $1 + 1 as n');
    const read = () => readInScope<{ n: number }>(handle.db, { tenantId: tenantA }, 'execute wb_test_session(1)', statement);
    expect(await read()).toEqual([{ n: 2 }]);
    await onSession('deallocate wb_test_session');
    expect(await read()).toEqual([{ n: 2 }]);
    expect(await read()).toEqual([{ n: 2 }]);
  });

  // On PostgreSQL only: PGlite's pg adapter loses its place in the session after a value fails to
  // bind in the client, prepared or not (its own behaviour, left as found).
  it.skipIf(process.env.DATABASE_URL === undefined || process.env.DATABASE_URL === '')(
    'prepares a statement again after a value failed to bind in the client',
    async () => {
      const echo = (value: unknown) =>
        inTransaction(
          handle.db,
          { tenantId: tenantA },
          async (tx) => (await sql<{ v: string }>`select ${value}::text as v`.execute(tx)).rows[0]?.v,
        );
      expect(await echo('one')).toBe('one');
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      await expect(echo(circular)).rejects.toThrow();
      expect(await echo('two')).toBe('two');
      expect(await echo('three')).toBe('three');
    },
  );
});
