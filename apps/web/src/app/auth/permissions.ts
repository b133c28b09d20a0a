import type { SessionUser } from '@wb/contract/auth';
import { matrixAllows, type Permission } from '@wb/contract/roles';

/**
 * Whether the signed-in user holds a permission, by the matrix the server sent with the session
 * user (the same one it enforces). `superAdminToo` for the tenant calls a SUPER_ADMIN may make.
 */
export function can(user: SessionUser | null, permission: Permission, superAdminToo = false): boolean {
  if (!user) return false;
  if (user.role === 'SUPER_ADMIN') return superAdminToo;
  return matrixAllows(user.permissions, permission);
}
