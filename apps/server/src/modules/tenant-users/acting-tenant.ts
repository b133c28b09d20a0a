import { asPlatformReader } from '@/db/platform-reader';
import { setScopeTenant } from '@/db/transaction';
import type { Ctx } from '@/platform/context';
import { forbidden, notFound, invalidField } from '@/platform/errors';
import { selectMembershipTenants } from './tenant-users.queries';

/**
 * Which tenant a call about users works in. A tenant user works in their own tenant (naming
 * another answers 404, like a missing one); a SUPER_ADMIN works in the tenant the call names or
 * the user belongs to, and the transaction is scoped to that tenant from then on.
 */
export function isSuperAdmin(ctx: Ctx): boolean {
  return ctx.principal?.role === 'SUPER_ADMIN';
}

/** The tenant named by a call (`tenantId` of a body or query). */
export async function enterNamedTenant(ctx: Ctx, named: string | undefined): Promise<string> {
  if (!isSuperAdmin(ctx)) {
    if (!ctx.tenantId) throw forbidden();
    if (named && named !== ctx.tenantId) throw notFound('tenant');
    return ctx.tenantId;
  }
  if (!named) {
    throw invalidField('tenantId', 'validation.required');
  }
  const tenant = await ctx.tx.selectFrom('tenant').select('id').where('id', '=', named).executeTakeFirst();
  if (!tenant) throw notFound('tenant');
  await enterTenant(ctx, named);
  return named;
}

/** The tenant of one user; a user of no tenant the caller may see answers 404. */
export async function enterTenantOfUser(ctx: Ctx, userId: string): Promise<string> {
  const { groups } = await groupByTenant(ctx, [userId]);
  const [tenantId] = [...groups.keys()];
  if (!tenantId) throw notFound('user');
  await enterTenant(ctx, tenantId);
  return tenantId;
}

/**
 * Users grouped by their tenant. For a tenant user every id goes to their own tenant (ids of
 * other tenants then turn out missing there); for a SUPER_ADMIN each goes to its own tenant.
 */
export async function groupByTenant(ctx: Ctx, userIds: string[]): Promise<{ groups: Map<string, string[]>; unknown: string[] }> {
  if (!isSuperAdmin(ctx)) {
    if (!ctx.tenantId) throw forbidden();
    return { groups: new Map([[ctx.tenantId, userIds]]), unknown: [] };
  }
  const rows = await asPlatformReader(ctx.tx, (tx) => selectMembershipTenants(tx, userIds));
  const groups = new Map<string, string[]>();
  const placed = new Set<string>();
  for (const row of rows) {
    if (placed.has(row.userId)) continue; // a person in two tenants: their first membership
    placed.add(row.userId);
    groups.set(row.tenantId, [...(groups.get(row.tenantId) ?? []), row.userId]);
  }
  return { groups, unknown: userIds.filter((id) => !placed.has(id)) };
}

/** Scopes the transaction to a tenant: a SUPER_ADMIN's only; a tenant user is there already. */
export async function enterTenant(ctx: Ctx, tenantId: string): Promise<void> {
  if (isSuperAdmin(ctx)) await setScopeTenant(ctx.tx, tenantId);
  else if (ctx.tenantId !== tenantId) throw notFound('user');
}
