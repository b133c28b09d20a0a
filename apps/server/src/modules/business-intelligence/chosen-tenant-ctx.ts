import type { FastifyRequest } from 'fastify';
import { type TenantCtx, withTenantCtx } from '@/platform/context';
import { AppError, invalidField } from '@/platform/errors';
import { asChosenTenant } from './bi-tenants.service';

/**
 * The company whose figures a request reads (BI and AI analytics): a super admin's chosen one
 * (`tenantId`, required for them), else the user's own; a company's people naming another company
 * get 404 and see nothing.
 */
export function withChosenTenantCtx<T>(req: FastifyRequest, fn: (ctx: TenantCtx) => Promise<T>): Promise<T> {
  const asked = (req.query as { tenantId?: string }).tenantId;
  const principal = req.principal;
  if (principal?.role === 'SUPER_ADMIN') {
    if (!asked) throw invalidField('tenantId', 'validation.required');
    return asChosenTenant(req.server.deps.db, principal, asked, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' }, fn);
  }
  if (asked && asked !== principal?.tenantId) throw new AppError('NOT_FOUND', 'tenants.notFound');
  return withTenantCtx(req, fn);
}
