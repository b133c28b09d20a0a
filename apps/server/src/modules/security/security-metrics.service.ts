import type { SecurityMetrics, securityMetricsQuerySchema } from '@wb/contract/security';
import { invalidField } from '@/platform/errors';
import type { Ctx } from '@/platform/context';
import type { z } from 'zod';
import { countApiErrors } from '@/platform/metrics/api-errors';
import { auditChainOf } from './audit-trail.service';
import { countActions, countNewDeviceSignIns, countTwoFactor } from './security-metrics.queries';

const day = 86_400_000;
const amsterdamDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(at);

/** Which actions each metric counts (the actions the platform audits, see the auth and account services). */
const metricActions = {
  signIns: (a: string) => a === 'auth.login',
  signInFailures: (a: string) => a === 'auth.login_failed' || a === 'auth.login_refused',
  lockouts: (a: string) => a === 'auth.lockout' || a === 'auth.mfa_lockout',
  refreshTokenReuse: (a: string) => a === 'auth.refresh_reuse',
  twoFactorFailures: (a: string) => a === 'auth.mfa_failed' || a === 'auth.mfa_disable_failed',
  twoFactorDisabled: (a: string) => a === 'auth.mfa_disabled',
  permissionChanges: (a: string) => a === 'role_permissions.updated' || a === 'tenant_user.updated',
  exports: (a: string) => a.endsWith('.exported') || a.endsWith('.export'),
  deletions: (a: string) => a.endsWith('.deleted') || a.endsWith('.erased'),
} as const;

/** Security metrics of the tenant (or, for the super admin without one, of the platform's events) over a period. */
export async function findSecurityMetrics(ctx: Ctx, q: z.output<typeof securityMetricsQuerySchema>): Promise<SecurityMetrics> {
  const to = q.to ?? amsterdamDay(new Date());
  const from = q.from ?? amsterdamDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * day));
  if (from > to) throw invalidField('from', 'validation.invalidDate');
  const tenantId = await auditChainOf(ctx, q.tenantId);
  const counts = await countActions(ctx.tx, tenantId, from, to);
  const sum = (match: (action: string) => boolean) => counts.reduce((n, c) => n + (match(c.action) ? Number(c.n) : 0), 0);
  const metrics = Object.fromEntries(Object.entries(metricActions).map(([key, match]) => [key, sum(match)])) as Record<
    keyof typeof metricActions,
    number
  >;
  const twoFactor = await countTwoFactor(ctx.tx, tenantId);
  const apiErrors = await countApiErrors(ctx.tx, tenantId, from, to);
  return {
    from,
    to,
    ...metrics,
    newDevices: await countNewDeviceSignIns(ctx.tx, tenantId, from, to),
    apiErrors: { clientErrors: apiErrors['4xx'], serverErrors: apiErrors['5xx'] },
    twoFactor: {
      users: Number(twoFactor.users),
      enabled: Number(twoFactor.enabled),
      admins: Number(twoFactor.admins),
      adminsEnabled: Number(twoFactor.adminsEnabled),
    },
  };
}
