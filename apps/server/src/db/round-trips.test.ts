// Fewer round trips (issue 11): a transaction's begin travels with its first statement, a
// scoped read is one message, and neither changes what a transaction sees or leaves behind.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db';
import type { DatabaseHandle } from './database';
import { appRole, inTransaction, readInScope } from './transaction';

let handle: DatabaseHandle;
const tenant = '0190aaaa-0000-7000-8000-000000000001';
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const settings = `select current_user as "user", current_setting('app.tenant_id', true) as tenant, txid_current_if_assigned() is null as "noWrite"`;

describe('transactions in fewer round trips', () => {
  it('opens each transaction scoped: the role and the tenant hold for its first statement, with or without parameters', async () => {
    const plain = await inTransaction(
      handle.db,
      { tenantId: tenant },
      async (tx) => (await sql.raw<{ user: string; tenant: string }>(settings).execute(tx)).rows[0],
    );
    expect(plain).toMatchObject({ user: appRole, tenant });
    const bound = await inTransaction(
      handle.db,
      { tenantId: tenant },
      async (tx) =>
        (await sql<{ tenant: string; one: number }>`select current_setting('app.tenant_id', true) as tenant, ${1}::int as one`.execute(tx))
          .rows[0],
    );
    expect(bound).toEqual({ tenant, one: 1 });
  });

  it('rolls back a failed transaction and ends each one: nothing carries over to the next', async () => {
    await expect(
      inTransaction(handle.db, { tenantId: tenant }, async (tx) => {
        await sql.raw('select 1/0').execute(tx);
      }),
    ).rejects.toThrow();
    const after = await handle.db
      .connection()
      .execute(async (conn) => (await sql.raw<{ tenant: string; user: string }>(settings).execute(conn)).rows[0]);
    expect(after?.tenant ?? '').toBe('');
    expect(after?.user).not.toBe(appRole);
  });

  it('reads in one message in scope, and leaves no transaction open when the read fails', async () => {
    const rows = await readInScope<{ user: string; tenant: string }>(handle.db, { tenantId: tenant }, settings);
    expect(rows).toEqual([expect.objectContaining({ user: appRole, tenant })]);
    await expect(readInScope(handle.db, { tenantId: tenant }, 'select 1/0')).rejects.toThrow();
    const after = await handle.db.connection().execute(async (conn) => (await sql.raw<{ tenant: string }>(settings).execute(conn)).rows[0]);
    expect(after?.tenant ?? '').toBe('');
    // The connection works normally (an aborted transaction would refuse this).
    expect((await sql.raw<{ one: number }>('select 1 as one').execute(handle.db)).rows).toEqual([{ one: 1 }]);
  });
});
