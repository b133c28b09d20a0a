import type { z } from 'zod';
import type { clientSecurityEventSchema } from '@wb/contract/security-threats';
import { platformTenantId, setScopeTenant } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';

/**
 * POST /security/events: what the web app saw — a CSP violation, or a two-factor prompt failed
 * repeatedly — written to the audit trail of the user's tenant (the platform's for a super admin).
 */
export async function recordClientEvent(ctx: Ctx, event: z.output<typeof clientSecurityEventSchema>, ip: string): Promise<void> {
  const tenantId = ctx.tenantId ?? platformTenantId;
  if (!ctx.tenantId) await setScopeTenant(ctx.tx, tenantId);
  const { type, ...details } = event;
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action: type === 'csp_violation' ? 'security.csp_violation' : 'security.mfa_prompt_failures',
    target: type === 'csp_violation' ? event.violatedDirective : event.context,
    ip,
    details,
  });
}
