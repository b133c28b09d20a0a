import type { SessionUser } from '@wb/contract/auth';
import type { UserRole } from '@wb/contract/roles';

/**
 * What the spec grants by role rather than through a company's permission matrix (platform §2
 * and §6): a company can change its matrix, not these. The one place in the web app that names
 * roles; pages, menus and guards ask for a capability or a permission instead.
 */
const capabilityRoles = {
  /** /tenant-users, its menu entry, and giving a user the TENANT_ADMIN role. */
  manageTenantUsers: ['TENANT_ADMIN', 'SUPER_ADMIN'],
  /** /security, /audit-trail and /compliance, and their menu entries (platform §2). */
  manageSecurity: ['TENANT_ADMIN', 'SUPER_ADMIN'],
  /** /tenants with every tenant's users, the super admin section, and users across tenants. */
  manageTenants: ['SUPER_ADMIN'],
  /** A signed-in person without a company may register one (their dashboard offers it). */
  registerCompany: ['USER'],
  /** /testing/cross-platform: the devices the company uses and what each can do (platform §2). */
  testDevices: ['TENANT_ADMIN'],
  /** The role chip is highlighted for the company's own administrator (platform §2, dashboard). */
  highlightedRole: ['TENANT_ADMIN'],
} as const satisfies Record<string, readonly UserRole[]>;

export type Capability = keyof typeof capabilityRoles;

export function hasCapability(user: Pick<SessionUser, 'role'> | null, capability: Capability): boolean {
  return !!user && (capabilityRoles[capability] as readonly UserRole[]).includes(user.role);
}
