import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/database';
import { inTransaction } from '@/db/transaction';
import { zipTables } from '@/modules/compliance/gdpr.service';
import { findBrokenAuditLink } from '@/platform/audit/audit';
import { demoTenants } from '@/seed/demo-seed';
import { openTestDatabase } from '../../test/test-db';
import { archivedTables, exportTenant } from './tenant-export';
import { importTenant, readTenantArchive } from './tenant-import';

let handle: DatabaseHandle;
let demoId: string;
let archive: Uint8Array;

beforeAll(async () => {
  handle = await openTestDatabase('masterData');
  const demo = await handle.db
    .selectFrom('tenant')
    .select('id')
    .where('name', '=', demoTenants[0]?.name as string)
    .executeTakeFirstOrThrow();
  demoId = demo.id;
  const { tables } = await exportTenant(handle.db, demoId);
  archive = new Uint8Array(await buffer(zipTables(tables, { csv: false })));
});
afterAll(() => handle?.close());

/** The tenant's rows per archived table, counted as the owner (row-level security off). */
async function countsOf(tenantId: string): Promise<Record<string, number>> {
  return handle.db.transaction().execute(async (tx) => {
    await sql`set local row_security = off`.execute(tx);
    const counts: Record<string, number> = {};
    for (const table of archivedTables) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(tx);
      counts[table] = Number(rows[0]?.n);
    }
    return counts;
  });
}

describe('tenant export and import', () => {
  it('exports the demo tenant as a ZIP of JSON tables with a manifest', () => {
    const { manifest, tables } = readTenantArchive(archive);
    expect(manifest).toMatchObject({ format: 'wb-tenant-archive', version: 1, tenant: { id: demoId, name: demoTenants[0]?.name } });
    for (const table of ['account', 'item', 'sales_order', 'sales_order_line', 'invoice', 'audit_event', 'tenant_user'])
      expect(tables[table]?.length, table).toBeGreaterThan(0);
    expect(tables.app_user?.map((user) => user.email).sort()).toEqual(['admin@demo.example.com', 'staff@demo.example.com']);
    expect(tables.app_user?.every((user) => user.is_super_admin === false)).toBe(true);
  });

  it('imports it into a new tenant with the same rows per table and an audit chain that verifies', { timeout: 60_000 }, async () => {
    const before = await countsOf(demoId);
    const result = await importTenant(handle.db, archive, 'Demo kopie B.V.');
    expect(result.tenantId).not.toBe(demoId);
    const copied = await countsOf(result.tenantId);
    // The copy's audit trail has one event more: its own import.
    expect(copied).toEqual({ ...before, audit_event: (before.audit_event ?? 0) + 1 });
    expect(await countsOf(demoId)).toEqual(before);
    await inTransaction(handle.db, { tenantId: result.tenantId }, async (tx) => {
      expect(await findBrokenAuditLink(tx, result.tenantId)).toBeNull();
      const last = await tx
        .selectFrom('auditEvent')
        .selectAll()
        .where('tenantId', '=', result.tenantId)
        .orderBy('seq', 'desc')
        .executeTakeFirstOrThrow();
      expect(last).toMatchObject({ action: 'tenant.imported', details: { sourceTenantId: demoId } });
      // Foreign keys hold: the orders' lines point at the copy's own orders and items.
      const { rows } = await sql<{ n: string }>`select count(*) as n from sales_order_line l
        join sales_order o on o.tenant_id = l.tenant_id and o.id = l.order_id
        where l.tenant_id = ${result.tenantId}`.execute(tx);
      expect(Number(rows[0]?.n)).toBe(copied.sales_order_line);
    });
    await inTransaction(handle.db, { tenantId: demoId }, async (tx) => {
      expect(await findBrokenAuditLink(tx, demoId)).toBeNull();
    });
  });

  it('refuses a tenant that holds data, and changes nothing', async () => {
    const before = await countsOf(demoId);
    await expect(importTenant(handle.db, archive, demoTenants[0]?.name as string)).rejects.toThrow(/already holds data/);
    expect(await countsOf(demoId)).toEqual(before);
    await expect(importTenant(handle.db, new Uint8Array([1, 2, 3]), 'Nieuw B.V.')).rejects.toThrow(/not a tenant archive/);
    expect(await handle.db.selectFrom('tenant').select('id').where('name', '=', 'Nieuw B.V.').execute()).toEqual([]);
  });
});
