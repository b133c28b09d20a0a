import type { SessionUser } from '@wb/contract/auth';
import { matrixAllows, type Permission } from '@wb/contract/roles';
import { type Capability, hasCapability } from './capabilities';

/**
 * Whether the signed-in user holds a permission, by the matrix the server sent with the session
 * user (the same one it enforces). `superAdminToo` for the tenant calls a SUPER_ADMIN may make.
 */
export function can(user: SessionUser | null, permission: Permission, superAdminToo = false): boolean {
  if (!user) return false;
  if (hasCapability(user, 'manageTenants')) return superAdminToo;
  return matrixAllows(user.permissions, permission);
}

/** Who may see a page, a menu entry or a card: a permission, a capability, or both; anyone signed in when empty. */
export type Access = {
  permission?: Permission;
  capability?: Capability /** The permission's page is the super admin's too (for a company they choose). */;
  superAdminToo?: boolean;
};

export function allows(user: SessionUser | null, access: Access = {}): boolean {
  if (!user) return false;
  if (access.capability && !hasCapability(user, access.capability)) return false;
  return !access.permission || can(user, access.permission, access.superAdminToo === true);
}
