// The tenant's config_version is raised by the app in the transaction that changes the
// configuration (configWritten), no longer by triggers (migration 0127; issue 23).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/database';
import { inTransaction, setScopeTenant, type Tx } from '@/db/transaction';
import { openTestDatabase } from '../../test/test-db';
import { selectTenantId } from '../../test/test-audit';
import { configWritten } from './tenant-config';

let handle: DatabaseHandle;
let tenantA: string;
let tenantB: string;
beforeAll(async () => {
  handle = await openTestDatabase('seeded');
  tenantA = await selectTenantId(handle.db, 'Demo Groothandel B.V.');
  tenantB = await selectTenantId(handle.db, 'Andere Handel B.V.');
});
afterAll(() => handle.close());

const versionOf = async (tenantId: string) =>
  (await handle.db.selectFrom('tenant').select('configVersion').where('id', '=', tenantId).executeTakeFirstOrThrow()).configVersion;

/** A write of the numbering section as the settings queries make it: marked first, then written. */
async function writeNumbering(tx: Tx, tenantId: string, prefix: string): Promise<void> {
  configWritten(tx);
  await sql`update workspace_setting set value = jsonb_set(value, '{orderPrefix}', to_jsonb(${prefix}::text))
            where tenant_id = ${tenantId} and section = 'numbering'`.execute(tx);
}

describe("the tenant's config_version", () => {
  it('moves on once with a transaction that changed the configuration, however often it wrote', async () => {
    const before = BigInt(await versionOf(tenantA));
    await inTransaction(handle.db, { tenantId: tenantA }, async (tx) => {
      await writeNumbering(tx, tenantA, 'ONE-');
      await writeNumbering(tx, tenantA, 'TWO-');
    });
    expect(BigInt(await versionOf(tenantA))).toBe(before + 1n);
  });

  it('stays when the change is rolled back, or when nothing in the configuration changed', async () => {
    const before = await versionOf(tenantA);
    await expect(
      inTransaction(handle.db, { tenantId: tenantA }, async (tx) => {
        await writeNumbering(tx, tenantA, 'GONE-');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(handle.db, { tenantId: tenantA }, (tx) => tx.selectFrom('workspaceSetting').select('section').execute());
    expect(await versionOf(tenantA)).toBe(before);
  });

  it('is raised for the tenant the transaction was scoped to when it wrote, and no other', async () => {
    const [a, b] = [BigInt(await versionOf(tenantA)), BigInt(await versionOf(tenantB))];
    await inTransaction(handle.db, { tenantId: tenantA }, async (tx) => {
      await setScopeTenant(tx, tenantB);
      await writeNumbering(tx, tenantB, 'B-');
      await setScopeTenant(tx, tenantA);
    });
    expect([BigInt(await versionOf(tenantA)), BigInt(await versionOf(tenantB))]).toEqual([a, b + 1n]);
  });
});
