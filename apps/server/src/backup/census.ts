import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { findBrokenAuditLink } from '@/platform/audit/audit';

/**
 * What a backup must bring back, counted in one database: the rows of every table, a checksum
 * of every tenant's audit chain (its events' numbers and hashes, in order) and whether each
 * chain still recomputes. Two databases with the same census hold the same rows where it matters
 * most; a restore is verified by comparing the census of the copy with the original's.
 */
export type Census = {
  rowCounts: Record<string, number>;
  auditChecksum: string;
  /** Tenants (chain ids) whose audit chain does not recompute, with the first broken link. */
  brokenChains: Array<{ tenantId: string; seq: string }>;
};

/**
 * Counts in one transaction with row-level security off: a role that it would hide rows from
 * fails here rather than counting too few (pg_dump needs such a role too). Runs as the connection's
 * own role, never the app's.
 * @crossTenant a backup covers every tenant
 */
export async function takeCensus(db: Kysely<Database> | Tx): Promise<Census> {
  if (db.isTransaction) return censusIn(db as Tx);
  return db.transaction().execute(censusIn);
}

async function censusIn(tx: Tx): Promise<Census> {
  await sql`set local row_security = off`.execute(tx);
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(tx);
  const rowCounts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const counted = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(tx);
    rowCounts[name] = Number(counted.rows[0]?.n ?? 0);
  }
  const hash = createHash('sha256');
  const chains = await sql<{ tenantId: string; seq: string; hash: string }>`select tenant_id, seq, hash from audit_event
    order by tenant_id, seq`.execute(tx);
  for (const row of chains.rows) hash.update(`${row.tenantId} ${row.seq} ${row.hash}\n`);
  const brokenChains: Census['brokenChains'] = [];
  for (const tenantId of new Set(chains.rows.map((row) => row.tenantId))) {
    const seq = await findBrokenAuditLink(tx, tenantId);
    if (seq !== null) brokenChains.push({ tenantId, seq });
  }
  return { rowCounts, auditChecksum: hash.digest('hex'), brokenChains };
}

/** How two censuses differ, one line a difference (empty when they agree). */
export function compareCensus(original: Census, copy: Census): string[] {
  const differences: string[] = [];
  const tables = new Set([...Object.keys(original.rowCounts), ...Object.keys(copy.rowCounts)]);
  for (const table of [...tables].sort()) {
    const [a, b] = [original.rowCounts[table], copy.rowCounts[table]];
    if (a !== b) differences.push(`${table}: ${a ?? 'no table'} rows, the copy ${b ?? 'no table'}`);
  }
  if (original.auditChecksum !== copy.auditChecksum) differences.push('the audit chains differ');
  for (const broken of copy.brokenChains) differences.push(`the copy's audit chain of ${broken.tenantId} breaks at ${broken.seq}`);
  return differences;
}
