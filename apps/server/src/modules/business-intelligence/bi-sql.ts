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

/**
 * How this transaction plans and sums a period's figures (one statement):
 * - room for the sums in memory: grouping a year of orders by customer or by order spilled to
 *   disk with the default 4 MB (batches of 8 MB written and read again). 32 MB per sort or hash of
 *   these few statements; the pool bounds how many run at once;
 * - a plan for the dates asked, every time: after five runs of a prepared statement PostgreSQL
 *   may keep a generic plan made without the dates, which for a year of a million orders read
 *   the orders first where the history and invoices were the few (0.05 s became 0.7 s).
 */
export async function roomToAggregate(ctx: TenantCtx): Promise<void> {
  await sql`select set_config('work_mem', '32MB', true), set_config('plan_cache_mode', 'force_custom_plan', true)`.execute(ctx.tx);
}
