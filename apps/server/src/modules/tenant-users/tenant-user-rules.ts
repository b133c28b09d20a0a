import type { TenantUserRole } from '@wb/contract/tenant-users';
import { matrixAllows, matrixWithin, type PermissionMatrix, type TenantRole, type UserRole } from '@wb/contract/roles';
import type { Tx } from '@/db/transaction';
import type { Ctx } from '@/platform/context';
import type { MessageKey } from '@wb/contract/messages';
import { AppError, fieldError } from '@/platform/errors';
import { lockTenantAdmins } from './tenant-users.queries';

/** Who makes a change to users, and with which rights. */
export type Actor = { userId: string; sessionId: string; role: UserRole; matrix: PermissionMatrix; superAdmin: boolean };

export function actorOf(ctx: Ctx): Actor {
  const p = ctx.principal;
  if (!p) throw new AppError('UNAUTHENTICATED', 'auth.signInRequired');
  return { userId: p.userId, sessionId: p.sessionId, role: p.role, matrix: p.permissions, superAdmin: p.role === 'SUPER_ADMIN' };
}

/** Salary, hire date and phone number are shown to, and changed by, users:admin only. */
export function seesPersonal(actor: Actor): boolean {
  return actor.superAdmin || matrixAllows(actor.matrix, 'users:admin');
}

export const personalFields = ['phone', 'hireDate', 'salary'] as const;

export const refusals = {
  notFound: 'tenantUsers.notFound',
  higherRole: 'tenantUsers.higherRole',
  selfDeactivate: 'tenantUsers.selfDeactivate',
  selfDemote: 'tenantUsers.selfDemote',
  selfDelete: 'tenantUsers.selfDelete',
  lastAdmin: 'tenantUsers.lastAdmin',
} as const satisfies Record<string, MessageKey>;

/**
 * Nobody acts above their own rights: only a TENANT_ADMIN (or SUPER_ADMIN) gives, changes or
 * removes the TENANT_ADMIN role, and anyone else may handle a role only when its whole matrix is
 * within their own. Answers the refusal, or null.
 */
export function refusalToHandle(actor: Actor, role: TenantUserRole, matrices: Record<TenantRole, PermissionMatrix>): MessageKey | null {
  if (actor.superAdmin || actor.role === 'TENANT_ADMIN') return null;
  if (role === 'TENANT_ADMIN') return refusals.higherRole;
  return matrixWithin(matrices[role], actor.matrix) ? null : refusals.higherRole;
}

export function assertMayHandle(actor: Actor, role: TenantUserRole, matrices: Record<TenantRole, PermissionMatrix>): void {
  const refusal = refusalToHandle(actor, role, matrices);
  if (refusal) throw fieldError('FORBIDDEN', 'role', refusal);
}

export function assertPersonalAllowed(actor: Actor, input: Partial<Record<(typeof personalFields)[number], unknown>>): void {
  if (seesPersonal(actor)) return;
  const given = personalFields.filter((field) => input[field] !== undefined);
  if (given.length) {
    throw new AppError('FORBIDDEN', 'tenantUsers.personalFieldsAdmin', undefined, {
      details: given.map((path) => ({ path, key: 'tenantUsers.personalFields' })),
    });
  }
}

/**
 * The last-admin rule: of the users in `losing` (about to stop being active TENANT_ADMINs),
 * answers those refused because no active TENANT_ADMIN would remain. The tenant's admin rows
 * stay locked until the transaction ends, so two such changes cannot pass the check together.
 */
export async function refusedForLastAdmin(tx: Tx, tenantId: string, losing: string[]): Promise<string[]> {
  if (!losing.length) return [];
  const admins = await lockTenantAdmins(tx, tenantId);
  const losingSet = new Set(losing);
  const activeLosing = admins.filter((a) => a.isActive && losingSet.has(a.userId)).map((a) => a.userId);
  const remaining = admins.filter((a) => a.isActive && !losingSet.has(a.userId)).length;
  return remaining === 0 ? activeLosing : [];
}
