/**
 * Roles and permissions. A permission is `<area>:<level>`; levels are ordered, and a
 * higher level includes the lower ones (admin ⊃ delete ⊃ write ⊃ read).
 */
export const permissionAreas = ['orders', 'invoices', 'payments', 'clients', 'reports', 'settings', 'users'] as const;
export type PermissionArea = (typeof permissionAreas)[number];

export const permissionLevels = ['read', 'write', 'delete', 'admin'] as const;
export type PermissionLevel = (typeof permissionLevels)[number];

export type Permission = `${PermissionArea}:${PermissionLevel}`;

export const tenantRoles = ['admin', 'accountant', 'sales', 'support', 'guest'] as const;
export type TenantRole = (typeof tenantRoles)[number];

/**
 * USER is a signed-in person who belongs to no company yet (registered without one): they see a
 * minimal dashboard that offers to register a company, and hold no tenant permission.
 */
export const userRoles = ['SUPER_ADMIN', 'TENANT_ADMIN', ...tenantRoles, 'USER'] as const;
export type UserRole = (typeof userRoles)[number];

/** Highest level per area; absent means no access. */
export type PermissionMatrix = Partial<Record<PermissionArea, PermissionLevel>>;

const all = (level: PermissionLevel): PermissionMatrix =>
  Object.fromEntries(permissionAreas.map((area) => [area, level])) as PermissionMatrix;

/** Default matrix per tenant role (see docs/permissions.md). */
export const defaultRolePermissions: Record<TenantRole, PermissionMatrix> = {
  admin: { ...all('admin'), users: 'write' },
  accountant: { orders: 'read', invoices: 'admin', payments: 'admin', clients: 'write', reports: 'read', settings: 'read' },
  sales: { orders: 'delete', invoices: 'write', payments: 'read', clients: 'write', reports: 'read', settings: 'read' },
  support: { orders: 'write', invoices: 'read', payments: 'read', clients: 'write', settings: 'read' },
  guest: { orders: 'read', invoices: 'read', payments: 'read', clients: 'read', settings: 'read' },
};

export function isAdminRole(role: UserRole): boolean {
  return role === 'SUPER_ADMIN' || role === 'TENANT_ADMIN';
}

/** Whether a matrix grants `permission` (a higher level includes the lower ones). */
export function matrixAllows(matrix: PermissionMatrix, permission: Permission): boolean {
  const [area, level] = permission.split(':') as [PermissionArea, PermissionLevel];
  const granted = matrix[area];
  return granted !== undefined && permissionLevels.indexOf(granted) >= permissionLevels.indexOf(level);
}

/** Every area at `admin`: what a TENANT_ADMIN holds. */
export const fullMatrix: PermissionMatrix = all('admin');

/**
 * Effective matrix for a role. TENANT_ADMIN holds every permission of its tenant; a tenant role
 * has its tenant's matrix (`stored`, from the tenant's role table) or else the default one.
 */
export function permissionsOf(role: UserRole, stored?: PermissionMatrix | null): PermissionMatrix {
  if (role === 'TENANT_ADMIN') return fullMatrix;
  if (role === 'SUPER_ADMIN' || role === 'USER') return {};
  return stored ?? defaultRolePermissions[role];
}

/** Whether every permission of `inner` is also granted by `outer` (no escalation). */
export function matrixWithin(inner: PermissionMatrix, outer: PermissionMatrix): boolean {
  return permissionAreas.every((area) => {
    const level = inner[area];
    return level === undefined || matrixAllows(outer, `${area}:${level}`);
  });
}

/** Keeps the known areas and levels of a stored matrix; anything else is dropped. */
export function cleanMatrix(value: unknown): PermissionMatrix {
  if (!value || typeof value !== 'object') return {};
  const matrix: PermissionMatrix = {};
  for (const area of permissionAreas) {
    const level = (value as Record<string, unknown>)[area];
    if (typeof level === 'string' && (permissionLevels as readonly string[]).includes(level)) matrix[area] = level as PermissionLevel;
  }
  return matrix;
}
