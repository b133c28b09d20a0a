import { sql } from 'kysely';
import type { ThreatKind, ThreatSeverity, ThreatState } from '@wb/contract/security-threats';
import type { Tx } from '@/db/transaction';

/** Actions the detectors read (besides every export and deletion). */
export const detectorActions = ['auth.login', 'auth.login_failed', 'auth.refresh_reuse', 'auth.mfa_disabled', 'tenant_user.updated'];

/** At most this many events are read by one run of the detectors for one tenant. */
const maxDetectorEvents = 20_000;

/** The tenant's events the detectors look at since `since`, oldest first. */
export async function selectDetectorEvents(tx: Tx, tenantId: string, since: Date) {
  const rows = await tx
    .selectFrom('auditEvent')
    .select(['id', 'seq', 'occurredAt', 'actorUserId', 'action', 'target', 'ip', 'details'])
    .where('tenantId', '=', tenantId)
    .where('occurredAt', '>=', since)
    .where((eb) =>
      eb.or([
        eb('action', 'in', detectorActions),
        eb('action', 'like', '%.exported'),
        eb('action', 'like', '%.export'),
        eb('action', 'like', '%.deleted'),
      ]),
    )
    .orderBy('seq', 'desc')
    .limit(maxDetectorEvents)
    .execute();
  return rows.reverse().map((r) => ({ ...r, seq: String(r.seq), details: (r.details ?? {}) as Record<string, unknown> }));
}

/** The tenant's admins now: TENANT_ADMIN and admin members; on the platform's chain, the super admins. */
export async function selectAdminIds(tx: Tx, tenantId: string, platform: boolean): Promise<string[]> {
  if (platform) {
    const rows = await tx.selectFrom('appUser').select('id').where('isSuperAdmin', '=', true).execute();
    return rows.map((r) => r.id);
  }
  const rows = await tx
    .selectFrom('tenantUser')
    .select('userId')
    .where('tenantId', '=', tenantId)
    .where('role', 'in', ['TENANT_ADMIN', 'admin'])
    .execute();
  return rows.map((r) => r.userId);
}

export async function selectEmails(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tx.selectFrom('appUser').select(['id', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

export type ThreatRow = Awaited<ReturnType<typeof selectThreats>>[number];

export function selectThreats(
  tx: Tx,
  tenantId: string,
  filter: { state?: ThreatState; severity?: ThreatSeverity; kind?: ThreatKind; incidentId?: string; seenSince?: Date } = {},
  limit = 500,
) {
  let q = tx.selectFrom('securityThreat').selectAll().where('tenantId', '=', tenantId);
  if (filter.state) q = q.where('state', '=', filter.state);
  if (filter.severity) q = q.where('severity', '=', filter.severity);
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  if (filter.incidentId) q = q.where('incidentId', '=', filter.incidentId);
  if (filter.seenSince) q = q.where('lastSeenAt', '>=', filter.seenSince);
  return q.orderBy('lastSeenAt', 'desc').orderBy('id').limit(limit).execute();
}

export function selectThreat(tx: Tx, tenantId: string, id: string) {
  return tx.selectFrom('securityThreat').selectAll().where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function selectThreatKeys(tx: Tx, tenantId: string, keys: string[]) {
  if (!keys.length) return [];
  return tx
    .selectFrom('securityThreat')
    .select(['id', 'dedupeKey', 'evidence'])
    .where('tenantId', '=', tenantId)
    .where('dedupeKey', 'in', keys)
    .execute();
}

/** A user's own events in the period, and the failed sign-ins on their e-mail address, with the company's day, weekday (1 = Monday) and hour. */
export function selectUserEvents(tx: Tx, tenantId: string, userId: string, email: string, since: Date) {
  const local = sql`(occurred_at at time zone 'Europe/Amsterdam')`;
  return tx
    .selectFrom('auditEvent')
    .select([
      'action',
      'ip',
      'occurredAt',
      sql<string | null>`details->>'userAgent'`.as('userAgent'),
      sql<string>`to_char(${local}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`extract(isodow from ${local})::int`.as('dow'),
      sql<number>`extract(hour from ${local})::int`.as('hour'),
    ])
    .where('tenantId', '=', tenantId)
    .where('occurredAt', '>=', since)
    .where((eb) =>
      eb.or([eb('actorUserId', '=', userId), eb.and([eb('action', '=', 'auth.login_failed'), eb('target', 'in', [userId, email])])]),
    )
    .orderBy('seq')
    .limit(50_000)
    .execute();
}
