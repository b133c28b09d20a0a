import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { atTransactionEnd, type Tx } from '@/db/transaction';
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

type AppendOptions = { atEnd?: boolean };

/**
 * Appends one event to the tenant's chain: each row stores the previous row's hash, and
 * its own hash covers that and its content. Must run in a transaction scoped to that tenant.
 */
export async function appendAudit(tx: Tx, input: AuditInput, options: AppendOptions = {}): Promise<void> {
  // `atEnd`: the chain's lock serialises the tenant's writers; appended as the transaction's last
  // work, it is held only for the append and the commit (see atTransactionEnd). For busy writes
  // (orders, invoices) whose transaction does nothing after that the event must precede.
  // At the end, the call is text with its values as literals: sent with the commit in one message (atTransactionEnd).
  if (options.atEnd && atTransactionEnd(tx, appendText(input))) return;
  const [event, before, after] = eventOf(input);
  await sql`select append_audit_event(${event.tenantId}::uuid, ${event.id}::uuid, ${event.occurredAt}::timestamptz,
    ${event.actorUserId}::uuid, ${event.action}, ${event.target}, ${event.ip}, ${JSON.stringify(event.details)}::jsonb,
    ${before}, ${after})`.execute(tx);
}

/**
 * One call of the database's append_audit_event (migration 0331), as SQL text: it takes the
 * chain's lock, numbers the event after the tenant's last one and hashes it, with the content made
 * here (chainContent) around the number. Each value is quoted by `pg`'s escapeLiteral.
 */
function appendText(input: AuditInput): string {
  const [event, before, after] = eventOf(input);
  const text = (value: string | null) => (value === null ? 'null' : pg.escapeLiteral(value));
  return `select append_audit_event(${text(event.tenantId)}::uuid, ${text(event.id)}::uuid, ${text(event.occurredAt.toISOString())}::timestamptz, ${text(event.actorUserId)}::uuid, ${text(event.action)}, ${text(event.target)}, ${text(event.ip)}, ${text(JSON.stringify(event.details))}::jsonb, ${text(before)}, ${text(after)})`;
}

function eventOf(input: AuditInput) {
  const event = {
    tenantId: input.tenantId,
    id: newId(),
    occurredAt: new Date(),
    actorUserId: input.actorUserId,
    action: input.action,
    target: input.target ?? null,
    ip: input.ip ?? null,
    details: input.details ?? {},
  };
  const [before, after] = chainContent(event);
  return [event, before, after] as const;
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

/**
 * What an event's hash covers, as the text before and after its sequence number (a string of
 * digits, which JSON writes as it is): the database puts the number in when it appends.
 */
function chainContent(row: Omit<ChainRow, 'seq'>): [string, string] {
  const before = canonicalJson([row.tenantId]).slice(0, -1);
  const after = canonicalJson([row.id, row.occurredAt.toISOString(), row.actorUserId, row.action, row.target, row.ip, row.details]).slice(
    1,
  );
  return [`${before},"`, `",${after}`];
}

export function chainHash(prevHash: string, row: ChainRow): string {
  const [before, after] = chainContent(row);
  return createHash('sha256').update(`${prevHash}\n${before}${row.seq}${after}`).digest('hex');
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
