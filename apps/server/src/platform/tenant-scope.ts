import type { Ctx } from './context';
import { AppError } from './errors';

/** The tenant of a request that works on a company's data; the guard has already refused others. */
export function requireTenantId(ctx: Ctx): string {
  if (!ctx.tenantId) throw new AppError('FORBIDDEN', 'This belongs to a company; sign in as one of its users');
  return ctx.tenantId;
}
