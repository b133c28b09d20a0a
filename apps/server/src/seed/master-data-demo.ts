import { seedDemoAccounts } from '@/modules/accounts/accounts.demo';
import { seedDemoItems } from '@/modules/items/items.demo';
import { seedDemoSuppliers } from '@/modules/suppliers/suppliers.demo';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';

/**
 * Customers, suppliers (with contacts and notes) and items (with lots and stock) of one demo
 * tenant, made in the tenant's seed transaction; `actorUserId` is who blocked the blocked account.
 */
export async function seedMasterDataDemo(tx: Tx, tenantId: string, tenantName: string, actorUserId: string | null): Promise<void> {
  const principal = actorUserId ? { userId: actorUserId, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  const ctx: TenantCtx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  await seedDemoAccounts(ctx, tenantName);
  const suppliers = await seedDemoSuppliers(ctx, tenantName);
  await seedDemoItems(ctx, tenantName, suppliers);
}
