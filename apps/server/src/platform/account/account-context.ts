import type { FastifyRequest } from 'fastify';
import type { Config } from '@/config';
import { inTransaction, platformTenantId } from '@/db/transaction';
import { type Ctx, ctxOf, type Principal } from '@/platform/context';
import { unauthenticated } from '@/platform/errors';

/** A Ctx whose principal is certain: the signed-in person managing their own account. */
export type AccountCtx = Ctx & { principal: Principal; tenantId: string };

/**
 * Like withCtx, for a person's own account: the transaction is scoped to their tenant, or to
 * the platform scope when they have none (a super admin, a person without a company), so the
 * audit event and any mail of the change are written with it.
 */
export function withAccountCtx<T>(req: FastifyRequest, fn: (ctx: AccountCtx) => Promise<T>): Promise<T> {
  const principal = req.principal;
  if (!principal) throw unauthenticated();
  const tenantId = principal.tenantId ?? platformTenantId;
  return inTransaction(req.server.deps.db, { tenantId }, (tx) =>
    fn(ctxOf(tx, { principal, tenantId, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' })),
  );
}

/** The tenant whose audit chain and outbox hold a person's account events. */
export const accountTenantOf = (principal: Principal): string => principal.tenantId ?? platformTenantId;

/** Links in account e-mails, pointing into the web app. */
export function appLinks(config: Pick<Config, 'appUrl'>) {
  return {
    verifyEmail: (token: string) => `${config.appUrl}/verify-email/${encodeURIComponent(token)}`,
    login: `${config.appUrl}/login`,
    security: `${config.appUrl}/settings/security`,
  };
}
