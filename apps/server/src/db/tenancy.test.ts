import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRole, inTransaction, type Tx, workerRole } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { openTestDatabase } from '../../test/test-db';
import { findTenancyViolations } from '../../test/tenancy-catalog';
import { selectTenantId } from '../../test/test-audit';
import type { DatabaseHandle } from './database';
import { seedDemo } from '@/seed/demo-seed';

let handle: DatabaseHandle;
let tenantA: string;
let tenantB: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { masterData: false });
  tenantA = await selectTenantId(handle.db, 'Demo Groothandel B.V.');
  tenantB = await selectTenantId(handle.db, 'Andere Handel B.V.');
  for (const tenantId of [tenantA, tenantA, tenantB]) {
    await inTransaction(handle.db, { tenantId }, (tx) => appendAudit(tx, { tenantId, actorUserId: null, action: 'test.event' }));
  }
});
afterAll(() => handle.close());

const count = async (tx: Tx, table: 'tenant_user' | 'audit_event') =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(tx)).rows[0]?.n);
/** Counted as the owner (a superuser, which RLS does not limit): what really is there. */
const ownerCount = (table: 'tenant_user' | 'audit_event', tenantId?: string) =>
  handle.db.transaction().execute((tx) => (tenantId ? countOf(tx, table, tenantId) : count(tx, table)));
const countOf = async (tx: Tx, table: 'tenant_user' | 'audit_event', tenantId: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(tx)).rows[0]?.n);

class Rollback extends Error {}

describe('the schema keeps the tenancy rules', () => {
  it('has no violations in the catalog', async () => {
    expect(await findTenancyViolations(handle.db)).toEqual([]);
  });

  it('finds each kind of violation (checked on throw-away tables, rolled back)', async () => {
    const found = await handle.db
      .transaction()
      .execute(async (tx) => {
        const policy = `(tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)`;
        await sql
          .raw(`
          create table zz_no_rls (tenant_id uuid not null, id uuid not null, primary key (tenant_id, id));
          create table zz_not_forced (tenant_id uuid not null, id uuid not null, primary key (tenant_id, id));
          alter table zz_not_forced enable row level security;
          create policy p on zz_not_forced using ${policy} with check ${policy};
          create table zz_using_only (tenant_id uuid not null, id uuid not null, primary key (tenant_id, id));
          alter table zz_using_only enable row level security;
          alter table zz_using_only force row level security;
          create policy p on zz_using_only using ${policy};
          create policy q on zz_using_only for insert with check ${policy};
          create table zz_keys (tenant_id uuid, id uuid not null primary key, code text not null, other text);
          alter table zz_keys enable row level security;
          alter table zz_keys force row level security;
          create policy p on zz_keys using ${policy} with check ${policy};
          create unique index zz_keys_code_key on zz_keys (code, tenant_id);
          create unique index zz_keys_other_key on zz_keys (tenant_id, other);
          create table zz_open (tenant_id uuid not null, id uuid not null, primary key (tenant_id, id));
          alter table zz_open enable row level security;
          alter table zz_open force row level security;
          create policy p on zz_open using ${policy} with check ${policy};
          create policy everyone_reads on zz_open for select using (true);
          create table zz_owned (id uuid primary key);
          alter table zz_owned owner to ${appRole};
          create table zz_worker_owned (id uuid primary key);
          alter table zz_worker_owned owner to ${workerRole};
        `)
          .execute(tx);
        const violations = await findTenancyViolations(tx);
        throw new Rollback(JSON.stringify(violations));
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
        return JSON.parse(err.message) as Array<{ table: string; problem: string }>;
      });
    expect(found).toEqual([
      { table: 'zz_keys', problem: 'tenant_id is uuid nullable, not uuid not null' },
      { table: 'zz_keys', problem: 'primary key zz_keys_pkey does not start with tenant_id' },
      { table: 'zz_keys', problem: 'unique index zz_keys_code_key does not start with tenant_id' },
      { table: 'zz_no_rls', problem: 'row-level security is not enabled' },
      { table: 'zz_no_rls', problem: 'row-level security is not forced' },
      { table: 'zz_no_rls', problem: 'no policy for all commands with USING and WITH CHECK on tenant_id = app.tenant_id' },
      { table: 'zz_not_forced', problem: 'row-level security is not forced' },
      { table: 'zz_open', problem: 'policy everyone_reads opens rows to wb_app without app.tenant_id or app.user_id' },
      { table: 'zz_using_only', problem: 'no policy for all commands with USING and WITH CHECK on tenant_id = app.tenant_id' },
      { table: `role ${appRole}`, problem: 'owns zz_owned' },
      { table: `role ${workerRole}`, problem: 'owns zz_worker_owned' },
    ]);
    expect(await findTenancyViolations(handle.db)).toEqual([]);
  });

  it('runs request transactions as the runtime role, not as the connecting superuser', async () => {
    const who = await inTransaction(handle.db, { tenantId: null }, (tx) =>
      sql<{ role: string; superuser: string }>`select current_user as role, current_setting('is_superuser') as superuser`.execute(tx),
    );
    expect(who.rows[0]).toEqual({ role: appRole, superuser: 'off' });
  });
});

describe('row-level security as the runtime role', () => {
  it('shows no tenant rows when no tenant is set, although rows exist', async () => {
    expect(await ownerCount('tenant_user')).toBe(3);
    expect(await ownerCount('audit_event')).toBe(3);
    await inTransaction(handle.db, { tenantId: null }, async (tx) => {
      expect(await count(tx, 'tenant_user')).toBe(0);
      expect(await count(tx, 'audit_event')).toBe(0);
    });
  });

  it("shows only tenant A's rows when tenant A is set", async () => {
    await inTransaction(handle.db, { tenantId: tenantA }, async (tx) => {
      expect(await count(tx, 'tenant_user')).toBe(2);
      expect(await count(tx, 'audit_event')).toBe(2);
      expect(await countOf(tx, 'tenant_user', tenantB)).toBe(0);
      expect(await countOf(tx, 'audit_event', tenantB)).toBe(0);
    });
    await inTransaction(handle.db, { tenantId: tenantB }, async (tx) => {
      expect(await count(tx, 'tenant_user')).toBe(1);
      expect(await count(tx, 'audit_event')).toBe(1);
    });
    // The setting ends with its transaction: the next one on the same pool sees nothing again.
    await inTransaction(handle.db, { tenantId: null }, async (tx) => expect(await count(tx, 'tenant_user')).toBe(0));
  });

  it("refuses to write a row for tenant B while tenant A is set, or to move A's row to B", async () => {
    const someone = await handle.db.selectFrom('appUser').select('id').where('email', '=', 'super@example.com').executeTakeFirstOrThrow();
    const insertMember = inTransaction(handle.db, { tenantId: tenantA }, (tx) =>
      tx.insertInto('tenantUser').values({ tenantId: tenantB, userId: someone.id, role: 'guest' }).execute(),
    );
    await expect(insertMember).rejects.toThrow(/row-level security/);
    const insertAudit = inTransaction(handle.db, { tenantId: tenantA }, (tx) =>
      appendAudit(tx, { tenantId: tenantB, actorUserId: null, action: 'test.forged' }),
    );
    await expect(insertAudit).rejects.toThrow(/row-level security/);
    const move = inTransaction(handle.db, { tenantId: tenantA }, (tx) =>
      tx.updateTable('tenantUser').set({ tenantId: tenantB }).where('tenantId', '=', tenantA).execute(),
    );
    // Citus refuses it before row-level security does: a row never changes its distribution column.
    await expect(move).rejects.toThrow(/row-level security|modifying the partition value of rows is not allowed/);
    const touchB = await inTransaction(handle.db, { tenantId: tenantA }, (tx) =>
      tx.updateTable('tenantUser').set({ role: 'guest' }).where('tenantId', '=', tenantB).executeTakeFirst(),
    );
    expect(touchB.numUpdatedRows).toBe(0n);
    expect(await ownerCount('tenant_user', tenantB)).toBe(1);
    expect(await ownerCount('audit_event', tenantB)).toBe(1);
  });

  it('lets a user read, but not write, their own memberships before a tenant is chosen', async () => {
    const staff = await handle.db
      .selectFrom('appUser')
      .select('id')
      .where('email', '=', 'staff@demo.example.com')
      .executeTakeFirstOrThrow();
    const rows = await inTransaction(handle.db, { tenantId: null, userId: staff.id }, (tx) =>
      tx.selectFrom('tenantUser').select(['userId', 'tenantId']).execute(),
    );
    expect(rows).toEqual([{ userId: staff.id, tenantId: tenantA }]);
    const write = inTransaction(handle.db, { tenantId: null, userId: staff.id }, (tx) =>
      tx.insertInto('tenantUser').values({ tenantId: tenantB, userId: staff.id, role: 'guest' }).execute(),
    );
    await expect(write).rejects.toThrow(/row-level security/);
  });

  it('refuses a malformed tenant id before it reaches SQL', async () => {
    const evil = `${tenantA}'; reset role; --`;
    await expect(inTransaction(handle.db, { tenantId: evil }, async () => 1)).rejects.toThrow('Refusing to set a malformed uuid');
  });
});
