import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { withCommit } from '@/db/database';
import { atTransactionEnd, textLiteral, type Tx, uuidLiteral } from '@/db/transaction';
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
 * Work that goes to the database in the event's own message, before the chain's lock (issue 11):
 * `statements` (no bind parameters), then the event, whose `details` named here are texts the
 * database gives, each the value of a select that runs after the statements (an order's number,
 * taken by them). `given` receives those values once the event is appended. An order numbered as
 * its transaction's last work is so numbered, audited and committed in one round trip, where the
 * tenant's other orders wait for the number series.
 */
export type AuditLead = {
  statements: string;
  details: Record<string, string>;
  given: (values: Record<string, string>) => void;
  /** What a failure of the message becomes (the lead's own refusals, say), thrown instead. */
  failed?: (err: unknown) => never;
};

type AppendOptions = { atEnd?: boolean; lead?: AuditLead };

/**
 * Appends one event to the tenant's chain: each row stores the previous row's hash, and
 * its own hash covers that and its content. Must run in a transaction scoped to that tenant.
 */
export async function appendAudit(tx: Tx, input: AuditInput, options: AppendOptions = {}): Promise<void> {
  // `atEnd`: the chain's lock serialises the tenant's writers; appended as the transaction's last
  // work, it is held only for the append and the commit (see atTransactionEnd). For busy writes
  // (orders, invoices) whose transaction does nothing after that the event must precede.
  // As the very last work, the commit travels with the event: one round trip less under the lock.
  const { lead } = options;
  if (options.atEnd && atTransactionEnd(tx, ({ last }) => appendNow(tx, input, { commit: last, lead }))) return;
  await appendNow(tx, input, { commit: false, lead });
}

/** Stands in a detail's JSON for a value the database gives (AuditLead); no text of ours looks like it. */
const givenMark = (key: string) => `wb-given-${process.pid}-${key}`;

/**
 * The chain's lock, then the event, in one message of two statements (issue 11): the insert reads
 * the last event with its own snapshot, taken once the lock is granted, so it sees every event
 * committed before; the database numbers the event and hashes it, with the content made here
 * (chainContent) around the number. One round trip while the tenant's writers wait, which with
 * `commit` (the transaction's last work) carries the commit as well, and with `lead` the lead's
 * statements before the lock. A value the lead gives is written into the details' JSON and the
 * hashed text where its mark stands, as JSON: PostgreSQL's `to_json` escapes a text as
 * JSON.stringify does (both escape `"`, `\` and the characters below U+0020 alike), so the
 * chain checks (findBrokenAuditLink) as for any other event.
 */
async function appendNow(tx: Tx, input: AuditInput, { commit, lead }: { commit: boolean; lead?: AuditLead }): Promise<void> {
  const tenant = uuidLiteral(input.tenantId);
  const given = Object.entries(lead?.details ?? {});
  const marks = Object.fromEntries(given.map(([key]) => [key, givenMark(key)]));
  const event = {
    tenantId: input.tenantId,
    id: newId(),
    occurredAt: new Date(),
    actorUserId: input.actorUserId,
    action: input.action,
    target: input.target ?? null,
    ip: input.ip ?? null,
    details: { ...input.details, ...marks },
  };
  const [before, after] = chainContent(event);
  const text = (value: string | null) => (value === null ? 'null' : textLiteral(value));
  // A given value goes in where its mark stands; none given, the text stays as it is.
  const filled = (json: string) =>
    given.reduce((sqlText, [key], i) => `replace(${sqlText}, ${text(JSON.stringify(marks[key]))}, to_json(g.v${i})::text)`, text(json));
  const values = given.length ? `, (select ${given.map(([, select], i) => `(${select})::text as v${i}`).join(', ')}) g` : '';
  const answer = given.length ? ` returning ${given.map(([key], i) => `details->>${text(key)} as v${i}`).join(', ')}` : '';
  const statements = `${lead ? `${lead.statements};\n` : ''}select pg_advisory_xact_lock(hashtextextended(${tenant}, 7));
       insert into audit_event (tenant_id, seq, id, occurred_at, actor_user_id, action, target, ip, details, prev_hash, hash)
       select ${tenant}, l.seq + 1, ${uuidLiteral(event.id)}, ${text(event.occurredAt.toISOString())}::timestamptz,
         ${event.actorUserId ? uuidLiteral(event.actorUserId) : 'null'}, ${text(event.action)}, ${text(event.target)},
         ${text(event.ip)}, ${filled(JSON.stringify(event.details))}::jsonb, l.hash,
         encode(sha256(convert_to(l.hash || E'\\n' || ${text(before)} || (l.seq + 1)::text || ${filled(after)}, 'UTF8')), 'hex')
       from (
         select coalesce(e.seq, 0) as seq, coalesce(e.hash, '${genesis}') as hash
         from (select 1) one
         left join lateral (select seq, hash from audit_event where tenant_id = ${tenant} order by seq desc limit 1) e on true
       ) l${values}${answer}`;
  const { rows } = await sql
    .raw<Record<string, string>>(commit ? withCommit(statements) : statements)
    .execute(tx)
    .catch((err: unknown) => {
      throw lead?.failed ? lead.failed(err) : err;
    });
  if (lead) lead.given(Object.fromEntries(given.map(([key], i) => [key, rows[0]?.[`v${i}`] ?? ''])));
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
