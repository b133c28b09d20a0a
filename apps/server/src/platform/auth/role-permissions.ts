import { cleanMatrix, type PermissionMatrix, permissionsOf, type UserRole } from '@wb/contract/roles';
import { type Db, inTransaction } from '@/db/transaction';

/**
 * The effective matrix of a role in a tenant, read in a transaction of its own (sign-in and
 * refresh, which hand it to the web app). Requests get theirs from the guard's one query.
 */
export async function effectivePermissions(db: Db, tenantId: string | null, role: UserRole): Promise<PermissionMatrix> {
  if (!tenantId || role === 'TENANT_ADMIN' || role === 'SUPER_ADMIN' || role === 'USER') return permissionsOf(role);
  const row = await inTransaction(db, { tenantId }, (tx) =>
    tx
      .selectFrom('tenantRolePermission')
      .select('permissions')
      .where('tenantId', '=', tenantId)
      .where('role', '=', role)
      .executeTakeFirst(),
  );
  return permissionsOf(role, row ? cleanMatrix(row.permissions) : null);
}
