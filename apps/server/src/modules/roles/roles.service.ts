import type { RolePermissions, RolePermissionsList, UpdateRolePermissionsInput } from '@wb/contract/role-permissions';
import {
  cleanMatrix,
  defaultRolePermissions,
  matrixWithin,
  type PermissionMatrix,
  permissionAreas,
  permissionsOf,
  type TenantRole,
  tenantRoles,
} from '@wb/contract/roles';
import type { Tx } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { insertRolePermissions, selectRolePermissions, upsertRolePermissions } from './roles.queries';

/** The effective matrix of every tenant role of a tenant (a role without a row has the default). */
export async function getRoleMatrices(tx: Tx, tenantId: string): Promise<Record<TenantRole, PermissionMatrix>> {
  const rows = await selectRolePermissions(tx, tenantId);
  const stored = new Map(rows.map((row) => [row.role, cleanMatrix(row.permissions)]));
  return Object.fromEntries(tenantRoles.map((role) => [role, permissionsOf(role, stored.get(role))])) as Record<
    TenantRole,
    PermissionMatrix
  >;
}

/** A new tenant starts with the default matrix of each role, written out so it can be changed. */
export async function seedRolePermissions(tx: Tx, tenantId: string): Promise<void> {
  await insertRolePermissions(
    tx,
    tenantId,
    tenantRoles.map((role) => ({ role, permissions: defaultRolePermissions[role] })),
  );
}

export async function findRolePermissions(ctx: Ctx): Promise<RolePermissionsList> {
  const tenantId = tenantOf(ctx);
  const rows = await selectRolePermissions(ctx.tx, tenantId);
  const byRole = new Map(rows.map((row) => [row.role, row]));
  return {
    items: tenantRoles.map((role) => {
      const row = byRole.get(role);
      return toRolePermissions(role, row ? cleanMatrix(row.permissions) : null, row?.updatedAt ?? null);
    }),
  };
}

/**
 * Changes a role's matrix. Nobody grants more than they hold themselves, so a role given
 * users:admin cannot raise itself above the one who gave it.
 */
export async function updateRolePermissions(ctx: Ctx, role: TenantRole, input: UpdateRolePermissionsInput): Promise<RolePermissions> {
  return writeMatrix(ctx, role, cleanMatrix(input.permissions), 'role_permissions.updated');
}

export async function resetRolePermissions(ctx: Ctx, role: TenantRole): Promise<RolePermissions> {
  return writeMatrix(ctx, role, defaultRolePermissions[role], 'role_permissions.reset');
}

async function writeMatrix(ctx: Ctx, role: TenantRole, matrix: PermissionMatrix, action: string): Promise<RolePermissions> {
  const tenantId = tenantOf(ctx);
  const actor = ctx.principal;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'auth.signInRequired');
  if (!matrixWithin(matrix, actor.permissions)) {
    throw new AppError('FORBIDDEN', 'roles.grantBeyondOwn', undefined, { details: [{ path: 'permissions', key: 'roles.exceedsOwn' }] });
  }
  const before = (await getRoleMatrices(ctx.tx, tenantId))[role];
  await upsertRolePermissions(ctx.tx, tenantId, role, matrix, actor.userId);
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: actor.userId,
    action,
    target: role,
    ip: ctx.ip,
    details: { role, before: ordered(before), after: ordered(matrix) },
  });
  return toRolePermissions(role, matrix, new Date());
}

function tenantOf(ctx: Ctx): string {
  if (!ctx.tenantId) throw new AppError('FORBIDDEN', 'auth.forbidden');
  return ctx.tenantId;
}

function ordered(matrix: PermissionMatrix): PermissionMatrix {
  return Object.fromEntries(permissionAreas.filter((area) => matrix[area]).map((area) => [area, matrix[area]]));
}

function sameMatrix(a: PermissionMatrix, b: PermissionMatrix): boolean {
  return permissionAreas.every((area) => a[area] === b[area]);
}

function toRolePermissions(role: TenantRole, stored: PermissionMatrix | null, updatedAt: Date | null): RolePermissions {
  const permissions = permissionsOf(role, stored);
  const defaults = defaultRolePermissions[role];
  return {
    role,
    permissions: ordered(permissions),
    defaults: ordered(defaults),
    isDefault: sameMatrix(permissions, defaults),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}
