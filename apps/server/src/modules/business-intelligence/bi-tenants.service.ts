import type { BiTenantRow } from '@wb/contract/business-intelligence';
import { todayInCompanyZone } from '@wb/domain/today';
import { type Db, inTransaction } from '@/db/transaction';
import { ctxOf, type Principal, type TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { type Period, periodOf } from './bi-period';
import { biMetrics } from './bi.service';

/** The companies a super admin may look at (every one that is not erased), by name. */
async function listTenants(db: Db): Promise<Array<{ id: string; name: string }>> {
  return inTransaction(db, { tenantId: null }, (tx) => tx.selectFrom('tenant').select(['id', 'name']).orderBy('name').execute());
}

/**
 * Runs `fn` in one company's scope for a super admin who named it (404 when there is no such
 * company): the same services, and the same row-level security, as the company's own people get.
 */
export async function asChosenTenant<T>(
  db: Db,
  principal: Principal,
  tenantId: string,
  who: { ip: string; userAgent: string },
  fn: (ctx: TenantCtx) => Promise<T>,
): Promise<T> {
  const known = (await listTenants(db)).some((tenant) => tenant.id === tenantId);
  if (!known) throw new AppError('NOT_FOUND', 'tenants.notFound');
  return inTransaction(db, { tenantId }, (tx) => fn(ctxOf(tx, { principal, tenantId, ...who })));
}

/**
 * BI across companies for the super admin: per company the period's orders, revenue and margin and
 * its open receivables, each read in that company's own scope.
 */
export async function biAcrossTenants(
  db: Db,
  principal: Principal,
  query: { startDate?: string; endDate?: string },
  who: { ip: string; userAgent: string },
): Promise<{ period: Period; tenants: BiTenantRow[] }> {
  const period = periodOf(query, 30, todayInCompanyZone());
  const tenants: BiTenantRow[] = [];
  for (const tenant of await listTenants(db)) {
    const metrics = await inTransaction(db, { tenantId: tenant.id }, (tx) =>
      biMetrics(ctxOf(tx, { principal, tenantId: tenant.id, ...who }), period),
    );
    tenants.push({
      tenantId: tenant.id,
      name: tenant.name,
      orders: metrics.orders,
      revenue: metrics.revenue,
      margin: metrics.margin,
      openReceivables: metrics.openReceivables,
    });
  }
  return { period, tenants };
}
