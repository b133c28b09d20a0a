import { sql } from 'kysely';
import { listMigrations } from '@/db/migrate';
import { tenantTables } from '@/db/tenant-tables';
import { type Db, inTransaction, type Tx } from '@/db/transaction';
import type { Tables } from '@/modules/compliance/gdpr.service';

export const archiveFormat = 'wb-tenant-archive';
export const archiveVersion = 1;

/**
 * Work in progress of the old tenant, not carried over: queued jobs would run again for the
 * copy, and idempotency keys answer requests the copy never had.
 */
const notArchived = new Set(['job', 'idempotency_key']);

/**
 * The tenant's tables in the order an import inserts them: a table after the tables it refers to
 * (tenant-tables.ts lists them for deleting, referring tables first), the audit trail last.
 */
export const archivedTables: string[] = [
  ...tenantTables
    .map((entry) => entry.table)
    .filter((table) => !notArchived.has(table))
    .reverse(),
  'audit_event',
];

export type ArchiveManifest = {
  format: typeof archiveFormat;
  version: number;
  exportedAt: string;
  /** The newest migration of the exporting server: an import needs a server at least as new. */
  lastMigration: string;
  tenant: Record<string, unknown>;
  rowCounts: Record<string, number>;
  /** The last hash of the tenant's audit chain as exported, kept in the import's own audit event. */
  auditChainHead: string | null;
};

/** Rows as PostgreSQL writes them in JSON (to_jsonb): exact timestamps, bytea as \x hex, arrays and jsonb as JSON. */
async function rowsOf(tx: Tx, query: ReturnType<typeof sql<{ row: string }>>): Promise<Record<string, unknown>[]> {
  const { rows } = await query.execute(tx);
  return rows.map((r) => JSON.parse(r.row) as Record<string, unknown>);
}

/**
 * All of one tenant's data as tables of rows (one JSON file each in the archive), with the tenant,
 * its members' sign-in identities (app_user: e-mail, names, password hash; never super-admin
 * rights) and a manifest. Read in one transaction scoped to the tenant, so one consistent state.
 */
export async function exportTenant(db: Db, tenantId: string): Promise<TenantArchive> {
  return inTransaction(db, { tenantId }, (tx) => exportTenantIn(tx, tenantId));
}

export type TenantArchive = { tables: Tables; manifest: ArchiveManifest };

/** The export in a transaction the caller opened, scoped to the tenant (the SUPER_ADMIN's download). */
export async function exportTenantIn(tx: Tx, tenantId: string): Promise<TenantArchive> {
  const [tenant] = await rowsOf(tx, sql<{ row: string }>`select to_jsonb(t)::text as row from tenant t where t.id = ${tenantId}`);
  if (!tenant) throw new Error(`no tenant ${tenantId}`);
  const tables: Tables = {};
  tables.app_user = (
    await rowsOf(
      tx,
      sql<{ row: string }>`select to_jsonb(u)::text as row from app_user u
        where u.id in (select m.user_id from tenant_user m where m.tenant_id = ${tenantId}) order by u.id`,
    )
  ).map((user) => ({ ...user, is_super_admin: false }));
  for (const table of archivedTables) {
    const order = table === 'audit_event' ? sql`order by t.seq` : sql``;
    tables[table] = await rowsOf(
      tx,
      sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table)} t where t.tenant_id = ${tenantId} ${order}`,
    );
  }
  const audit = tables.audit_event ?? [];
  const manifest: ArchiveManifest = {
    format: archiveFormat,
    version: archiveVersion,
    exportedAt: new Date().toISOString(),
    lastMigration: listMigrations().at(-1) ?? '',
    tenant,
    rowCounts: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])),
    auditChainHead: (audit.at(-1)?.hash as string | undefined) ?? null,
  };
  return { tables: { manifest: [manifest], ...tables }, manifest };
}
