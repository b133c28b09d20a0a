import type { Permission } from '@wb/contract/roles';
import { useAuth } from '@/app/auth/auth-context';
import { type Access, allows, can } from '@/app/auth/permissions';
import { type Capability, hasCapability } from '@/app/auth/capabilities';

/** Whether the signed-in user holds a permission: the page hides what the server would refuse. */
export function useCan(permission: Permission, superAdminToo = false): boolean {
  return can(useAuth().user, permission, superAdminToo);
}

/** Whether the signed-in user has a capability the spec grants by role (app/auth/capabilities.ts). */
export function useCapability(capability: Capability): boolean {
  return hasCapability(useAuth().user, capability);
}

/** Whether the signed-in user may see what `access` guards (a page, a menu entry, a card). */
export function useAllows(access?: Access): boolean {
  return allows(useAuth().user, access);
}
