import { sql } from 'kysely';
import type { TenantCtx } from '@/platform/context';

/** Shared pieces of the business intelligence queries (issue 32). */

export const money2 = (value: number | string | null | undefined) => Number(value ?? 0).toFixed(2);
export const num = (value: unknown) => Number(value ?? 0);

export async function rows<R>(ctx: TenantCtx, query: ReturnType<typeof sql<R>>): Promise<R[]> {
  return (await query.execute(ctx.tx)).rows;
}

/**
 * Orders that count as sales: every status but cancelled. The subquery names the tenant by the
 * parameter (Citus), which also makes it uncorrelated: run once and hashed, not once per order.
 */
export const counted = (tenantId: string) =>
  sql`o.status_id not in (select s.id from order_status s where s.tenant_id = ${tenantId} and s.code = 'cancelled')`;
