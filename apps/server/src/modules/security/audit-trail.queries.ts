import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '@/db/schema';
import type { Tx } from '@/db/transaction';

export type AuditFilter = { userId?: string; action?: string; entity?: string; from?: string; to?: string };

/** A LIKE pattern's wildcards taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The period's days are the company's (Europe/Amsterdam); `to` includes its whole day. */
function filtered<O>(query: SelectQueryBuilder<Database, 'auditEvent', O>, tenantId: string, filter: AuditFilter) {
  let q = query.where('tenantId', '=', tenantId);
  if (filter.userId) q = q.where('actorUserId', '=', filter.userId);
  if (filter.action) q = q.where('action', 'like', `${likeLiteral(filter.action)}%`);
  if (filter.entity) q = q.where('target', '=', filter.entity);
  if (filter.from) q = q.where(sql<boolean>`occurred_at >= (${filter.from}::date)::timestamp at time zone 'Europe/Amsterdam'`);
  if (filter.to) q = q.where(sql<boolean>`occurred_at < (${filter.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`);
  return q;
}

/** One page of a tenant's events, newest first. */
export function selectAuditEvents(tx: Tx, tenantId: string, filter: AuditFilter, limit: number, offset: number) {
  return filtered(tx.selectFrom('auditEvent').selectAll(), tenantId, filter).orderBy('seq', 'desc').limit(limit).offset(offset).execute();
}

export async function countAuditEvents(tx: Tx, tenantId: string, filter: AuditFilter): Promise<number> {
  const row = await filtered(
    tx.selectFrom('auditEvent').select((eb) => eb.fn.countAll<string>().as('n')),
    tenantId,
    filter,
  ).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function selectAuditEvent(tx: Tx, tenantId: string, id: string) {
  return tx.selectFrom('auditEvent').selectAll().where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export function selectAuditEventBySeq(tx: Tx, tenantId: string, seq: string) {
  return tx.selectFrom('auditEvent').selectAll().where('tenantId', '=', tenantId).where('seq', '=', seq).executeTakeFirst();
}

/** The e-mail addresses of the users who acted (users are global: no tenant filter applies). */
export function selectUserEmails(tx: Tx, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return tx.selectFrom('appUser').select(['id', 'email']).where('id', 'in', userIds).execute();
}
