import type { UserBehavior } from '@wb/contract/security-threats';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import type { userBehaviorQuerySchema } from '@wb/contract/security-threats';
import { platformTenantId } from '@/db/transaction';
import { deviceLabel } from '@/platform/account/device-label';
import type { Ctx } from '@/platform/context';
import { notFound } from '@/platform/errors';
import { auditChainOf } from './audit-trail.service';
import { selectUserEvents } from './threats.queries';

const failure = (action: string) => action === 'auth.login_failed' || action === 'auth.mfa_failed';

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

type Tally = { n: number; last: Date };
function tally(map: Map<string, Tally>, key: string, at: Date) {
  const t = map.get(key);
  if (t) {
    t.n++;
    if (at > t.last) t.last = at;
  } else map.set(key, { n: 1, last: at });
}
const ranked = (map: Map<string, Tally>) => [...map.entries()].sort((a, b) => b[1].n - a[1].n || b[1].last.getTime() - a[1].last.getTime());

/**
 * GET /security/users/{id}/behavior: a user's last `days` days from the audit trail — when they
 * sign in (weekday × hour in the company's zone), from which IP addresses and devices, how much
 * they do per day and how often signing in failed. Only a user of the caller's tenant (else 404).
 */
export async function findUserBehavior(ctx: Ctx, userId: string, q: z.output<typeof userBehaviorQuerySchema>): Promise<UserBehavior> {
  const tenantId = await auditChainOf(ctx, q.tenantId);
  const user = await ctx.tx.selectFrom('appUser').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  const member =
    tenantId === platformTenantId
      ? !!user
      : !!(await ctx.tx
          .selectFrom('tenantUser')
          .select('userId')
          .where('tenantId', '=', tenantId)
          .where('userId', '=', userId)
          .executeTakeFirst());
  if (!user || !member) throw notFound('user');

  const to = todayInCompanyZone();
  const from = addDays(to, -(q.days - 1));
  // A day early in UTC, then only the company's days of the period are counted.
  const rows = await selectUserEvents(ctx.tx, tenantId, userId, user.email, new Date(`${addDays(from, -1)}T00:00:00Z`));
  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const ips = new Map<string, Tally>();
  const devices = new Map<string, Tally>();
  const perDay = new Map<string, { actions: number; failures: number }>();
  let signIns = 0;
  let failures = 0;
  for (const r of rows) {
    if (r.day < from) continue;
    const day = perDay.get(r.day) ?? { actions: 0, failures: 0 };
    perDay.set(r.day, day);
    if (failure(r.action)) {
      failures++;
      day.failures++;
      continue;
    }
    day.actions++;
    if (r.action !== 'auth.login') continue;
    signIns++;
    const row = heatmap[Number(r.dow) - 1];
    if (row) row[Number(r.hour)] = (row[Number(r.hour)] ?? 0) + 1;
    if (r.ip) tally(ips, r.ip, r.occurredAt);
    const ua = r.userAgent ?? '';
    tally(devices, deviceLabel(ua) ?? (ua.slice(0, 80) || '?'), r.occurredAt);
  }
  return {
    userId,
    email: user.email,
    days: q.days,
    from,
    to,
    heatmap,
    signIns,
    failures,
    ips: ranked(ips).map(([ip, t]) => ({ ip, signIns: t.n, lastSeenAt: t.last.toISOString() })),
    devices: ranked(devices).map(([device, t]) => ({ device, signIns: t.n, lastSeenAt: t.last.toISOString() })),
    actionsPerDay: [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, v]) => ({ day, ...v })),
  };
}
