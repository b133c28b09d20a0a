import type { AuditChain, AuditEvent, AuditEventPage, AuditExportQuery } from '@wb/contract/security';
import { writeCsv } from '@wb/domain/csv';
import type { z } from 'zod';
import type { auditExportQuerySchema, auditTrailQuerySchema } from '@wb/contract/security';
import { platformTenantId, setScopeTenant } from '@/db/transaction';
import { findBrokenAuditLink } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { forbidden, notFound } from '@/platform/errors';
import { isUuid } from '@/platform/ids';
import {
  type AuditFilter,
  countAuditEvents,
  selectAuditEvent,
  selectAuditEventBySeq,
  selectAuditEvents,
  selectUserEmails,
} from './audit-trail.queries';

type EventRow = NonNullable<Awaited<ReturnType<typeof selectAuditEvent>>>;

/** At most this many events go into one export. */
export const maxAuditExportRows = 10_000;

/**
 * Whose chain a call reads. A tenant admin reads their own tenant's (naming another answers 404);
 * a SUPER_ADMIN reads the tenant they name, or without one the platform's own events (the chain
 * of no tenant), and the transaction is scoped to that chain from then on.
 */
export async function auditChainOf(ctx: Ctx, named: string | undefined): Promise<string> {
  if (ctx.principal?.role !== 'SUPER_ADMIN') {
    if (!ctx.tenantId) throw forbidden();
    if (named && named !== ctx.tenantId) throw notFound('tenant');
    return ctx.tenantId;
  }
  const tenantId = named ?? platformTenantId;
  if (named && !(await ctx.tx.selectFrom('tenant').select('id').where('id', '=', named).executeTakeFirst())) throw notFound('tenant');
  await setScopeTenant(ctx.tx, tenantId);
  return tenantId;
}

/** An erased person's user record keeps this address (gdpr.queries.ts anonymiseAppUser). */
const isErasedEmail = (email: string) => email.endsWith('@erased.invalid');

/**
 * The events with the people they name as they are now: the chain keeps user ids, not personal
 * data, so the actor's and a person target's e-mail are read from the user records by id; an
 * erased person shows as erased.
 */
async function withEmails(ctx: Ctx, rows: EventRow[]): Promise<AuditEvent[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.actorUserId, r.target]).filter((x): x is string => !!x && isUuid(x)))];
  const emails = new Map((await selectUserEmails(ctx.tx, ids)).map((u) => [u.id, u.email]));
  const person = (id: string | null) => {
    const email = id ? emails.get(id) : undefined;
    return email === undefined
      ? { email: null, erased: false }
      : isErasedEmail(email)
        ? { email: null, erased: true }
        : { email, erased: false };
  };
  return rows.map((r) => ({
    id: r.id,
    seq: String(r.seq),
    occurredAt: r.occurredAt.toISOString(),
    actorUserId: r.actorUserId,
    actorEmail: person(r.actorUserId).email,
    actorErased: person(r.actorUserId).erased,
    action: r.action,
    target: r.target,
    targetEmail: person(r.target).email,
    targetErased: person(r.target).erased,
    ip: r.ip,
    details: r.details,
    prevHash: r.prevHash,
    hash: r.hash,
  }));
}

const filterOf = (q: AuditFilter): AuditFilter => ({ userId: q.userId, action: q.action, entity: q.entity, from: q.from, to: q.to });

export async function findAuditTrail(ctx: Ctx, q: z.output<typeof auditTrailQuerySchema>): Promise<AuditEventPage> {
  const tenantId = await auditChainOf(ctx, q.tenantId);
  const filter = filterOf(q);
  const rows = await selectAuditEvents(ctx.tx, tenantId, filter, q.pageSize, (q.page - 1) * q.pageSize);
  const total = await countAuditEvents(ctx.tx, tenantId, filter);
  return { items: await withEmails(ctx, rows), total, page: q.page, pageSize: q.pageSize };
}

export async function getAuditEvent(ctx: Ctx, id: string, named: string | undefined): Promise<AuditEvent> {
  const tenantId = await auditChainOf(ctx, named);
  const row = await selectAuditEvent(ctx.tx, tenantId, id);
  if (!row) throw notFound('resource');
  const [event] = await withEmails(ctx, [row]);
  return event as AuditEvent;
}

/** The whole chain recomputed (audit.ts): intact, or the first event whose link is broken. */
export async function verifyAuditChain(ctx: Ctx, named: string | undefined): Promise<AuditChain> {
  const tenantId = await auditChainOf(ctx, named);
  const brokenSeq = await findBrokenAuditLink(ctx.tx, tenantId);
  const events = await countAuditEvents(ctx.tx, tenantId, {});
  const row = brokenSeq ? await selectAuditEventBySeq(ctx.tx, tenantId, brokenSeq) : undefined;
  const brokenEvent = row ? ((await withEmails(ctx, [row]))[0] ?? null) : null;
  return { intact: brokenSeq === null, events, brokenSeq, brokenEvent };
}

const csvHeader = [
  'seq',
  'occurred_at',
  'actor_user_id',
  'actor_email',
  'action',
  'target',
  'target_email',
  'ip',
  'details',
  'prev_hash',
  'hash',
];

/** The filtered events, oldest first, as CSV (semicolons, like the app's other exports) or JSON. */
export async function exportAuditTrail(
  ctx: Ctx,
  q: z.output<typeof auditExportQuerySchema>,
): Promise<{ body: string; format: AuditExportQuery['format'] }> {
  const tenantId = await auditChainOf(ctx, q.tenantId);
  const rows = (await selectAuditEvents(ctx.tx, tenantId, filterOf(q), maxAuditExportRows, 0)).reverse();
  const events = await withEmails(ctx, rows);
  if (q.format === 'json') return { body: JSON.stringify(events), format: 'json' };
  const cells = events.map((e) => [
    e.seq,
    e.occurredAt,
    e.actorUserId,
    e.actorEmail,
    e.action,
    e.target,
    e.targetEmail,
    e.ip,
    JSON.stringify(e.details),
    e.prevHash,
    e.hash,
  ]);
  return { body: writeCsv(csvHeader, cells), format: 'csv' };
}
