import {
  type SecurityIncident,
  type SecurityIncidentDetail,
  type SecurityThreat,
  type ThreatAnalysis,
  type ThreatEvidence,
  type ThreatSeverity,
  type ThreatState,
  threatSeverities,
  threatTransitions,
  type UpdateThreatInput,
} from '@wb/contract/security-threats';
import type { z } from 'zod';
import type { threatListQuerySchema } from '@wb/contract/security-threats';
import { platformTenantId, type Tx } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { AppError, notFound } from '@/platform/errors';
import { isUuid, newId } from '@/platform/ids';
import { raiseNotificationForPermission } from '@/platform/notifications/raise-notification';
import { auditChainOf } from './audit-trail.service';
import { detectThreats, evidenceOf, type Finding } from './threat-detectors';
import {
  selectAdminIds,
  selectDetectorEvents,
  selectEmails,
  selectThreat,
  selectThreatKeys,
  selectThreats,
  type ThreatRow,
} from './threats.queries';

/** How far back the detectors read the trail. */
export const detectorLookbackDays = 30;
/** Threats this close in time to an unfinished one about the same account or IP address join its incident. */
const incidentWindowMs = 24 * 3600_000;

const rank = (s: ThreatSeverity) => threatSeverities.indexOf(s);

export function toThreat(row: ThreatRow): SecurityThreat {
  return {
    id: row.id,
    tenantId: row.tenantId,
    kind: row.kind,
    severity: row.severity,
    state: row.state,
    subject: row.subject,
    incidentId: row.incidentId,
    evidence: row.evidence as ThreatEvidence[],
    details: (row.details ?? {}) as Record<string, unknown>,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    detectedAt: row.detectedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    note: row.note,
  };
}

const relatedOf = (details: unknown): string[] => {
  const r = (details as { related?: unknown } | null)?.related;
  return Array.isArray(r) ? r.filter((x): x is string => typeof x === 'string') : [];
};

/** The incident a new finding joins: that of an unfinished threat about one of its subjects, seen within a day; else a new one. */
function incidentFor(
  finding: Finding,
  firstSeen: Date,
  recent: Array<{ subject: string; related: string[]; incidentId: string; lastSeenAt: Date }>,
): string {
  const names = new Set([finding.subject, ...finding.related]);
  const match = recent.find(
    (t) =>
      Math.abs(firstSeen.getTime() - t.lastSeenAt.getTime()) <= incidentWindowMs &&
      (names.has(t.subject) || t.related.includes(finding.subject)),
  );
  return match?.incidentId ?? newId();
}

/**
 * Runs every detector over the tenant's trail (the transaction is scoped to it) and writes what
 * they find: a threat found before (same dedupe key) gets its evidence and last sighting
 * updated, its state left as the admin set it; a new one is raised, joins or opens an incident,
 * and when high or critical tells the tenant's admins.
 */
export async function analyzeTenantThreats(tx: Tx, tenantId: string, now = new Date()): Promise<ThreatAnalysis> {
  const platform = tenantId === platformTenantId;
  const events = await selectDetectorEvents(tx, tenantId, new Date(now.getTime() - detectorLookbackDays * 86_400_000));
  if (!events.length) return { raised: 0, updated: 0 };
  const adminIds = new Set(await selectAdminIds(tx, tenantId, platform));
  const userIds = [
    ...new Set(
      // The people the events name: the actor, and the target of a role change or a failed sign-in
      // (a user id; a failed sign-in's may be an unknown address's marker or, in older events, an e-mail).
      events
        .flatMap((e) => [e.actorUserId, e.action === 'tenant_user.updated' || e.action === 'auth.login_failed' ? e.target : null])
        .filter((x): x is string => !!x && isUuid(x)),
    ),
  ];
  const emails = await selectEmails(tx, userIds);
  const findings = detectThreats(events, { adminIds, emailOf: (id) => emails.get(id) }).sort(
    (a, b) => (a.evidence[0]?.occurredAt.getTime() ?? 0) - (b.evidence[0]?.occurredAt.getTime() ?? 0),
  );
  const known = new Map(
    (
      await selectThreatKeys(
        tx,
        tenantId,
        findings.map((f) => f.dedupeKey),
      )
    ).map((t) => [t.dedupeKey, t]),
  );
  const recent = (await selectThreats(tx, tenantId, { seenSince: new Date(now.getTime() - (detectorLookbackDays + 1) * 86_400_000) }, 2000))
    .filter((t) => t.state === 'open' || t.state === 'investigating')
    .map((t) => ({ subject: t.subject, related: relatedOf(t.details), incidentId: t.incidentId, lastSeenAt: t.lastSeenAt }));

  let raised = 0;
  let updated = 0;
  const alarming: Array<{ finding: Finding; id: string }> = [];
  for (const finding of findings) {
    const evidence = evidenceOf(finding.evidence);
    const firstSeenAt = finding.evidence[0]?.occurredAt ?? now;
    const lastSeenAt = finding.evidence.at(-1)?.occurredAt ?? now;
    const details = { ...finding.details, related: finding.related };
    const existing = known.get(finding.dedupeKey);
    if (existing) {
      const before = existing.evidence as ThreatEvidence[];
      if (before.at(-1)?.seq === evidence.at(-1)?.seq && before.length === evidence.length) continue;
      await tx
        .updateTable('securityThreat')
        .set({ evidence: JSON.stringify(evidence), details: JSON.stringify(details), lastSeenAt, severity: finding.severity })
        .where('tenantId', '=', tenantId)
        .where('id', '=', existing.id)
        .execute();
      updated++;
      continue;
    }
    const id = newId();
    const incidentId = incidentFor(finding, firstSeenAt, recent);
    const inserted = await tx
      .insertInto('securityThreat')
      .values({
        tenantId,
        id,
        kind: finding.kind,
        severity: finding.severity,
        dedupeKey: finding.dedupeKey,
        subject: finding.subject,
        incidentId,
        evidence: JSON.stringify(evidence),
        details: JSON.stringify(details),
        firstSeenAt,
        lastSeenAt,
        detectedAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.columns(['tenantId', 'dedupeKey']).doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows !== 1n) continue;
    raised++;
    recent.push({ subject: finding.subject, related: finding.related, incidentId, lastSeenAt });
    if (rank(finding.severity) >= rank('high')) alarming.push({ finding, id });
  }
  if (!platform) {
    for (const { finding } of alarming) {
      await raiseNotificationForPermission(tx, {
        tenantId,
        permission: 'users:admin',
        type: 'ERROR',
        title: 'Security threat detected',
        message: `A ${finding.severity} security threat (${finding.kind.replaceAll('_', ' ')}) was detected for ${finding.subject}. Review it on the security page.`,
        link: '/security',
        code: 'security.threat',
        params: { kind: finding.kind, severity: finding.severity, subject: finding.subject },
        security: true,
      });
    }
  }
  return { raised, updated };
}

/** POST /security/threats/analyze: the detectors now, over the caller's tenant (a super admin: the one named, or the platform's chain). */
export async function analyzeThreats(ctx: Ctx, named: string | undefined): Promise<ThreatAnalysis> {
  const tenantId = await auditChainOf(ctx, named);
  return analyzeTenantThreats(ctx.tx, tenantId);
}

export async function findThreats(ctx: Ctx, q: z.output<typeof threatListQuerySchema>): Promise<{ items: SecurityThreat[] }> {
  const tenantId = await auditChainOf(ctx, q.tenantId);
  const rows = await selectThreats(ctx.tx, tenantId, { state: q.state, severity: q.severity, kind: q.kind });
  return { items: rows.map(toThreat) };
}

/** PATCH /security/threats/{id}: open → investigating → resolved | false_positive, with an optional note; audited. */
export async function updateThreat(ctx: Ctx, id: string, input: UpdateThreatInput, named: string | undefined): Promise<SecurityThreat> {
  const tenantId = await auditChainOf(ctx, named);
  const row = await selectThreat(ctx.tx, tenantId, id);
  if (!row) throw notFound('threat');
  const to = input.state as ThreatState;
  if (to !== row.state && !threatTransitions[row.state].includes(to)) {
    throw new AppError('CONFLICT', 'security.threatTransition', { from: row.state, to });
  }
  const note = input.note ?? row.note;
  const now = new Date();
  const userId = ctx.principal?.userId ?? null;
  await ctx.tx
    .updateTable('securityThreat')
    .set({ state: to, note, updatedAt: now, updatedBy: userId })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: userId,
    action: 'security.threat_updated',
    target: id,
    details: { kind: row.kind, state: { from: row.state, to } },
  });
  return toThreat({ ...row, state: to, note, updatedAt: now, updatedBy: userId });
}

const stateOrder: ThreatState[] = ['open', 'investigating', 'resolved', 'false_positive'];

function incidentOf(threats: ThreatRow[]): SecurityIncident {
  const one = threats[0] as ThreatRow;
  const severity = threats.reduce<ThreatSeverity>((worst, t) => (rank(t.severity) > rank(worst) ? t.severity : worst), 'low');
  const state = stateOrder.find((s) => threats.some((t) => t.state === s)) ?? 'open';
  const byFirst = [...threats].sort((a, b) => a.firstSeenAt.getTime() - b.firstSeenAt.getTime());
  return {
    id: one.incidentId,
    tenantId: one.tenantId,
    subject: (byFirst[0] as ThreatRow).subject,
    severity,
    state,
    threats: threats.length,
    kinds: [...new Set(threats.map((t) => t.kind))],
    firstSeenAt: (byFirst[0] as ThreatRow).firstSeenAt.toISOString(),
    lastSeenAt: new Date(Math.max(...threats.map((t) => t.lastSeenAt.getTime()))).toISOString(),
  };
}

/** GET /security/incidents: the threats grouped by incident, the latest first. */
export async function findIncidents(ctx: Ctx, named: string | undefined): Promise<{ items: SecurityIncident[] }> {
  const tenantId = await auditChainOf(ctx, named);
  const groups = new Map<string, ThreatRow[]>();
  for (const row of await selectThreats(ctx.tx, tenantId, {}, 2000))
    groups.set(row.incidentId, [...(groups.get(row.incidentId) ?? []), row]);
  const items = [...groups.values()].map(incidentOf).sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  return { items };
}

export async function getIncident(ctx: Ctx, id: string, named: string | undefined): Promise<SecurityIncidentDetail> {
  const tenantId = await auditChainOf(ctx, named);
  const rows = await selectThreats(ctx.tx, tenantId, { incidentId: id });
  if (!rows.length) throw notFound('incident');
  return { ...incidentOf(rows), items: rows.map(toThreat) };
}
