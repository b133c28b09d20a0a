import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { atTransactionEnd, type Tx, uuidLiteral } from '@/db/transaction';
import { newId } from '@/platform/ids';

export type AuditInput = {
  tenantId: string;
  actorUserId: string | null;
  action: string;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
};

const genesis = '0'.repeat(64);

/**
 * Appends one event to the tenant's chain: each row stores the previous row's hash, and
 * its own hash covers that and its content. Must run in a transaction scoped to that tenant.
 */
export async function appendAudit(tx: Tx, input: AuditInput, options: { atEnd?: boolean } = {}): Promise<void> {
  // `atEnd`: the chain's lock serialises the tenant's writers; appended as the transaction's last
  // work, it is held only for the append and the commit (see atTransactionEnd). For busy writes
  // (orders, invoices) whose transaction does nothing after that the event must precede.
  if (options.atEnd && atTransactionEnd(tx, () => appendNow(tx, input))) return;
  await appendNow(tx, input);
}

async function appendNow(tx: Tx, input: AuditInput): Promise<void> {
  // The chain's lock, then its last event, in one message: two statements, each with its own
  // snapshot, so the read sees every event committed before the lock was granted. One round
  // trip less while the tenant's writers wait (issue 11).
  const tenant = uuidLiteral(input.tenantId);
  const result = await sql
    .raw<{ seq: string; hash: string }>(
      `select pg_advisory_xact_lock(hashtextextended(${tenant}, 7));
       select seq, hash from audit_event where tenant_id = ${tenant} order by seq desc limit 1`,
    )
    .execute(tx);
  const last = result.rows[0];
  const row = {
    tenantId: input.tenantId,
    seq: String(BigInt(last?.seq ?? 0) + 1n),
    id: newId(),
    occurredAt: new Date(),
    actorUserId: input.actorUserId,
    action: input.action,
    target: input.target ?? null,
    ip: input.ip ?? null,
    details: input.details ?? {},
  };
  const prevHash = last?.hash ?? genesis;
  await tx
    .insertInto('auditEvent')
    .values({ ...row, details: JSON.stringify(row.details), prevHash, hash: chainHash(prevHash, row) })
    .execute();
}

type ChainRow = {
  tenantId: string;
  seq: string;
  id: string;
  occurredAt: Date;
  actorUserId: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  details: Record<string, unknown>;
};

export function chainHash(prevHash: string, row: ChainRow): string {
  const content = canonicalJson([
    row.tenantId,
    row.seq,
    row.id,
    row.occurredAt.toISOString(),
    row.actorUserId,
    row.action,
    row.target,
    row.ip,
    row.details,
  ]);
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
}

/** Recomputes a tenant's chain; answers the first sequence number that does not match, or null. */
export async function findBrokenAuditLink(tx: Tx, tenantId: string): Promise<string | null> {
  const rows = await tx.selectFrom('auditEvent').selectAll().where('tenantId', '=', tenantId).orderBy('seq').execute();
  let prevHash = genesis;
  for (const row of rows) {
    if (row.prevHash !== prevHash || chainHash(prevHash, row) !== row.hash) return row.seq;
    prevHash = row.hash;
  }
  return null;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
