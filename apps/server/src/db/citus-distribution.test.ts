// The layout docs/citus.md describes: on every engine each tenant table forces row-level security;
// on Citus (CITUS_URL, docs/testing.md) each is also distributed by tenant_id, co-located, with
// row-level security forced on every shard, and each global table is a reference table (issue 23).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDistributionProblems } from '../../test/distribution-catalog';
import { openTestDatabase } from '../../test/test-db';
import { selectTenantId } from '../../test/test-audit';
import { checkCitus } from './citus-check';
import { hasCitus } from './citus-distribution';
import type { DatabaseHandle } from './database';
import { inTransaction, setScopeTenant } from './transaction';

let handle: DatabaseHandle;
let citus: boolean;
beforeAll(async () => {
  handle = await openTestDatabase('seeded');
  citus = await hasCitus(handle.db);
});
afterAll(() => handle.close());

describe('the distribution of the tables', () => {
  it('lists no tenant table that is not distributed by tenant_id, or whose row-level security is not forced', async () => {
    expect(await findDistributionProblems(handle.db)).toEqual([]);
  });

  it('passes the start-up check: on Citus the workers see the tenant a transaction sets', async () => {
    const summary = await checkCitus(handle.db);
    if (citus) expect(summary).toMatchObject({ distributed: expect.any(Number), reference: expect.any(Number) });
    else expect(summary).toBeNull();
  });

  it('carries a tenant set in the middle of a transaction to every shard it reads and writes afterwards', async () => {
    const tenantA = await selectTenantId(handle.db, 'Demo Groothandel B.V.');
    const tenantB = await selectTenantId(handle.db, 'Andere Handel B.V.');
    const seen = await inTransaction(handle.db, { tenantId: tenantA }, async (tx) => {
      const count = (tenantId: string) =>
        tx
          .selectFrom('tenantUser')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenantId', '=', tenantId)
          .executeTakeFirstOrThrow();
      const before = [(await count(tenantA)).n, (await count(tenantB)).n];
      await setScopeTenant(tx, tenantB);
      const after = [(await count(tenantA)).n, (await count(tenantB)).n];
      const written = await tx.updateTable('tenantUser').set({ updatedAt: new Date() }).where('tenantId', '=', tenantB).executeTakeFirst();
      return { before, after, written: Number(written.numUpdatedRows) };
    });
    expect(seen.before[1]).toBe('0');
    expect(seen.after[0]).toBe('0');
    expect(Number(seen.after[1])).toBeGreaterThan(0);
    expect(seen.written).toBe(Number(seen.after[1]));
  });

  it('distributes a table a migration hands to distribute_tenant_table on Citus; elsewhere the call does nothing', async () => {
    const type = await handle.db.transaction().execute(async (tx) => {
      await sql`create table zz_later (tenant_id uuid not null, id uuid not null, constraint zz_later_pkey primary key (tenant_id, id))`.execute(
        tx,
      );
      await sql`select distribute_tenant_table('zz_later')`.execute(tx);
      const layout = citus
        ? (
            await sql<{ type: string }>`select citus_table_type as type from citus_tables where table_name = 'zz_later'::regclass`.execute(
              tx,
            )
          ).rows[0]?.type
        : 'plain';
      await sql`drop table zz_later`.execute(tx);
      return layout;
    });
    expect(type).toBe(citus ? 'distributed' : 'plain');
  });
});
