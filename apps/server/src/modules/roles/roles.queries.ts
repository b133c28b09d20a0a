import type { PermissionMatrix, TenantRole } from '@wb/contract/roles';
import type { Tx } from '@/db/transaction';

export function selectRolePermissions(tx: Tx, tenantId: string) {
  return tx.selectFrom('tenantRolePermission').select(['role', 'permissions', 'updatedAt']).where('tenantId', '=', tenantId).execute();
}

export function upsertRolePermissions(tx: Tx, tenantId: string, role: TenantRole, permissions: PermissionMatrix, updatedBy: string | null) {
  const values = { permissions: JSON.stringify(permissions), updatedAt: new Date(), updatedBy };
  return tx
    .insertInto('tenantRolePermission')
    .values({ tenantId, role, ...values })
    .onConflict((oc) => oc.columns(['tenantId', 'role']).doUpdateSet(values))
    .execute();
}

/** Writes rows that do not exist yet; existing ones are left as they are. */
export function insertRolePermissions(tx: Tx, tenantId: string, rows: Array<{ role: TenantRole; permissions: PermissionMatrix }>) {
  return tx
    .insertInto('tenantRolePermission')
    .values(rows.map((row) => ({ tenantId, role: row.role, permissions: JSON.stringify(row.permissions), updatedBy: null })))
    .onConflict((oc) => oc.columns(['tenantId', 'role']).doNothing())
    .execute();
}
