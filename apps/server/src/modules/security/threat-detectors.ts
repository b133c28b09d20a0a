import type { ThreatEvidence, ThreatKind, ThreatSeverity } from '@wb/contract/security-threats';

/**
 * The detectors (issue 31): pure functions over a tenant's audit events (oldest first) that say
 * which threats those events show. Each finding has a dedupe key built from its first event, so
 * running them again over the same events finds the same threats (the service updates those).
 */

export type DetectorEvent = {
  id: string;
  seq: string;
  occurredAt: Date;
  actorUserId: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  details: Record<string, unknown>;
};

export type DetectorContext = {
  /** The users who are admins of the tenant now (TENANT_ADMIN, or a super admin). */
  adminIds: ReadonlySet<string>;
  /** E-mail addresses of the users, to name the subject of a threat. */
  emailOf: (userId: string) => string | undefined;
};

export type Finding = {
  kind: ThreatKind;
  severity: ThreatSeverity;
  dedupeKey: string;
  /** The account or IP address the threat is about. */
  subject: string;
  /** Other subjects it relates to (the IP address of a brute force …): threats sharing one form an incident. */
  related: string[];
  evidence: DetectorEvent[];
  details: Record<string, string | number>;
};

export const thresholds = {
  /** Failed sign-ins on one account within the window (the account lock counts 5 in 15 minutes). */
  bruteForceFailures: 5,
  bruteForceGapMinutes: 15,
  /** Distinct accounts failed from one IP address within the window. */
  sprayingAccounts: 5,
  sprayingGapMinutes: 30,
  massExports: 10,
  massDeletions: 20,
  massGapMinutes: 60,
} as const;

const adminRoles = new Set(['TENANT_ADMIN', 'admin', 'SUPER_ADMIN']);
const failedSignIn = (e: DetectorEvent) => e.action === 'auth.login_failed';
const isExport = (a: string) => a.endsWith('.exported') || a.endsWith('.export');
const isDeletion = (a: string) => a.endsWith('.deleted');

/** Runs of events of one key where each follows the one before within `gapMinutes`. */
export function bursts(
  events: DetectorEvent[],
  keyOf: (e: DetectorEvent) => string | null,
  gapMinutes: number,
): Map<string, DetectorEvent[][]> {
  const out = new Map<string, DetectorEvent[][]>();
  for (const e of events) {
    const key = keyOf(e);
    if (!key) continue;
    const runs = out.get(key) ?? [];
    const last = runs.at(-1);
    const prev = last?.at(-1);
    if (last && prev && e.occurredAt.getTime() - prev.occurredAt.getTime() <= gapMinutes * 60_000) last.push(e);
    else runs.push([e]);
    out.set(key, runs);
  }
  return out;
}

const first = (run: DetectorEvent[]) => run[0] as DetectorEvent;

function bruteForce(events: DetectorEvent[], ctx: DetectorContext): Finding[] {
  const found: Finding[] = [];
  // The account is the event's target: a user id, an unknown address's marker (audit-subject.ts),
  // or in events written before those an e-mail address; shown as the person's current e-mail.
  for (const [account, runs] of bursts(events.filter(failedSignIn), (e) => e.target, thresholds.bruteForceGapMinutes)) {
    for (const run of runs) {
      if (run.length < thresholds.bruteForceFailures) continue;
      const ips = [...new Set(run.flatMap((e) => (e.ip ? [e.ip] : [])))];
      found.push({
        kind: 'brute_force',
        severity: 'high',
        dedupeKey: `brute_force:${account}:${first(run).seq}`,
        subject: userName(ctx, account),
        related: ips,
        evidence: run,
        details: { failures: run.length, ips: ips.join(', ') },
      });
    }
  }
  return found;
}

function spraying(events: DetectorEvent[], ctx: DetectorContext): Finding[] {
  const found: Finding[] = [];
  for (const [ip, runs] of bursts(events.filter(failedSignIn), (e) => e.ip, thresholds.sprayingGapMinutes)) {
    for (const run of runs) {
      const accounts = [...new Set(run.flatMap((e) => (e.target ? [e.target] : [])))];
      if (accounts.length < thresholds.sprayingAccounts) continue;
      found.push({
        kind: 'password_spraying',
        severity: accounts.length >= thresholds.sprayingAccounts * 2 ? 'critical' : 'high',
        dedupeKey: `password_spraying:${ip}:${first(run).seq}`,
        subject: ip,
        related: accounts.map((a) => userName(ctx, a)),
        evidence: run,
        details: { failures: run.length, accounts: accounts.length },
      });
    }
  }
  return found;
}

function userName(ctx: DetectorContext, userId: string | null): string {
  return (userId && ctx.emailOf(userId)) || userId || '?';
}

function refreshReuse(events: DetectorEvent[], ctx: DetectorContext): Finding[] {
  return events
    .filter((e) => e.action === 'auth.refresh_reuse')
    .map((e) => ({
      kind: 'refresh_token_reuse' as const,
      severity: 'high' as const,
      dedupeKey: `refresh_token_reuse:${e.seq}`,
      subject: userName(ctx, e.actorUserId),
      related: e.ip ? [e.ip] : [],
      evidence: [e],
      details: { ip: e.ip ?? '' },
    }));
}

/** An admin's sign-in from a device new to them, or from an IP address none of their earlier sign-ins came from. */
function adminNewDevice(events: DetectorEvent[], ctx: DetectorContext): Finding[] {
  const seenIps = new Map<string, Set<string>>();
  const found: Finding[] = [];
  for (const e of events) {
    if (e.action !== 'auth.login' || !e.actorUserId) continue;
    const ips = seenIps.get(e.actorUserId) ?? new Set<string>();
    const newIp = ips.size > 0 && !!e.ip && !ips.has(e.ip);
    if (e.ip) ips.add(e.ip);
    seenIps.set(e.actorUserId, ips);
    if (!ctx.adminIds.has(e.actorUserId) || !(e.details.newDevice === true || newIp)) continue;
    found.push({
      kind: 'admin_new_device',
      severity: 'medium',
      dedupeKey: `admin_new_device:${e.seq}`,
      subject: userName(ctx, e.actorUserId),
      related: e.ip ? [e.ip] : [],
      evidence: [e],
      details: { ip: e.ip ?? '', newDevice: e.details.newDevice === true ? 1 : 0, newIp: newIp ? 1 : 0 },
    });
  }
  return found;
}

function massActions(events: DetectorEvent[], ctx: DetectorContext, kind: 'mass_export' | 'mass_deletion'): Finding[] {
  const matches = kind === 'mass_export' ? isExport : isDeletion;
  const least = kind === 'mass_export' ? thresholds.massExports : thresholds.massDeletions;
  const found: Finding[] = [];
  const runs = bursts(
    events.filter((e) => matches(e.action)),
    (e) => e.actorUserId,
    thresholds.massGapMinutes,
  );
  for (const [userId, list] of runs) {
    for (const run of list) {
      if (run.length < least) continue;
      found.push({
        kind,
        severity: kind === 'mass_deletion' ? 'high' : 'medium',
        dedupeKey: `${kind}:${userId}:${first(run).seq}`,
        subject: userName(ctx, userId),
        related: [],
        evidence: run,
        details: { count: run.length },
      });
    }
  }
  return found;
}

/** A user's role raised to an admin role (tenant_user.updated with role from → to). */
function privilegeEscalation(events: DetectorEvent[], ctx: DetectorContext): Finding[] {
  const found: Finding[] = [];
  for (const e of events) {
    if (e.action !== 'tenant_user.updated') continue;
    const role = e.details.role as { from?: unknown; to?: unknown } | undefined;
    if (!role || typeof role.to !== 'string' || !adminRoles.has(role.to) || adminRoles.has(String(role.from))) continue;
    found.push({
      kind: 'privilege_escalation',
      severity: 'medium',
      dedupeKey: `privilege_escalation:${e.seq}`,
      subject: userName(ctx, e.target),
      related: [userName(ctx, e.actorUserId)],
      evidence: [e],
      details: { from: String(role.from), to: role.to, by: userName(ctx, e.actorUserId) },
    });
  }
  return found;
}

function adminMfaDisabled(events: DetectorEvent[], ctx: DetectorContext): Finding[] {
  return events
    .filter((e) => e.action === 'auth.mfa_disabled' && !!e.actorUserId && ctx.adminIds.has(e.actorUserId))
    .map((e) => ({
      kind: 'admin_mfa_disabled' as const,
      severity: 'high' as const,
      dedupeKey: `admin_mfa_disabled:${e.seq}`,
      subject: userName(ctx, e.actorUserId),
      related: e.ip ? [e.ip] : [],
      evidence: [e],
      details: { ip: e.ip ?? '' },
    }));
}

/** Every detector over the events (oldest first). */
export function detectThreats(events: DetectorEvent[], ctx: DetectorContext): Finding[] {
  return [
    ...bruteForce(events, ctx),
    ...spraying(events, ctx),
    ...refreshReuse(events, ctx),
    ...adminNewDevice(events, ctx),
    ...massActions(events, ctx, 'mass_export'),
    ...massActions(events, ctx, 'mass_deletion'),
    ...privilegeEscalation(events, ctx),
    ...adminMfaDisabled(events, ctx),
  ];
}

export function evidenceOf(events: DetectorEvent[]): ThreatEvidence[] {
  // At most the last 50 events: a long brute force names its latest attempts.
  return events.slice(-50).map((e) => ({
    eventId: e.id,
    seq: e.seq,
    action: e.action,
    occurredAt: e.occurredAt.toISOString(),
    target: e.target,
    ip: e.ip,
  }));
}
