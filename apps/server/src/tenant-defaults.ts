import type { Tx } from '@/db/transaction';
import { insertDefaultInvoiceStatuses } from '@/modules/invoices/invoice-status-defaults';
import { insertDefaultOrderStatuses } from '@/modules/orders/order-status-defaults';

/**
 * What every tenant starts with, written in the transaction that makes the tenant, after its row
 * and with the transaction scoped to it (row-level security). Every way a tenant is made calls
 * this: a super admin's new tenant, a company's registration, a signed-in person's new company
 * and the demo seed. Reads of these never make them.
 */
export async function insertTenantDefaults(tx: Tx, tenantId: string): Promise<void> {
  await insertDefaultOrderStatuses(tx, tenantId);
  await insertDefaultInvoiceStatuses(tx, tenantId);
}
