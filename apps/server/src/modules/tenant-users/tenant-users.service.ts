import type { MessageKey } from '@wb/contract/messages';
import type {
  CreateTenantUserInput,
  ListTenantUsersQuery,
  ResetPasswordInput,
  TenantUser,
  TenantUserPage,
  UpdateTenantUserInput,
} from '@wb/contract/tenant-users';
import {
  createTenantUserInputSchema,
  listTenantUsersQuerySchema,
  resetPasswordInputSchema,
  updateTenantUserInputSchema,
} from '@wb/contract/tenant-users';
import { asPlatformReader } from '@/db/platform-reader';
import { getRoleMatrices } from '@/modules/roles/roles.service';
import { appendAudit } from '@/platform/audit/audit';
import { hashNewPassword } from '@/platform/auth/password-strength';
import type { Ctx } from '@/platform/context';
import { type AppError, notFound, fieldError, invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { enterNamedTenant, enterTenantOfUser, isSuperAdmin } from './acting-tenant';
import { actorOf, assertMayHandle, assertPersonalAllowed, refusals, refusedForLastAdmin, seesPersonal } from './tenant-user-rules';
import { toTenantUser } from './tenant-user-view';
import {
  deleteUnusedInvitations,
  insertAppUser,
  insertMember,
  lockMember,
  selectManagerOf,
  selectMember,
  selectMembers,
  selectUserIdByEmail,
  updateAppUser,
  updateMember,
  revokeUserSessions,
} from './tenant-users.queries';

/** A page of users: the caller's tenant; a SUPER_ADMIN's named tenant, or every tenant. */
export async function findTenantUsers(ctx: Ctx, query: ListTenantUsersQuery): Promise<TenantUserPage> {
  const q = listTenantUsersQuerySchema.parse(query);
  const actor = actorOf(ctx);
  const filter = { q: q.q, status: q.status, role: q.role };
  const result =
    isSuperAdmin(ctx) && !q.tenantId
      ? await asPlatformReader(ctx.tx, (tx) => selectMembers(tx, { ...filter, tenantId: null }, q))
      : await selectMembers(ctx.tx, { ...filter, tenantId: await enterNamedTenant(ctx, q.tenantId) }, q);
  const personal = seesPersonal(actor);
  return { items: result.items.map((row) => toTenantUser(row, personal)), total: result.total, page: q.page, pageSize: q.pageSize };
}

export async function getTenantUser(ctx: Ctx, userId: string): Promise<TenantUser> {
  return getMember(ctx, await enterTenantOfUser(ctx, userId), userId);
}

/**
 * A user of the tenant the transaction has entered already: what a change answers. Not looked up
 * again across tenants, which on Citus may not follow the change's writes (db/platform-reader.ts).
 */
export async function getMember(ctx: Ctx, tenantId: string, userId: string): Promise<TenantUser> {
  const row = await selectMember(ctx.tx, tenantId, userId);
  if (!row) throw notFound('user');
  return toTenantUser(row, seesPersonal(actorOf(ctx)));
}

export async function createTenantUser(ctx: Ctx, input: CreateTenantUserInput, passwordPath = 'password'): Promise<TenantUser> {
  const data = createTenantUserInputSchema.parse(input);
  const tenantId = await enterNamedTenant(ctx, data.tenantId);
  const userInputs = [data.firstName, data.lastName, data.email];
  const passwordHash = await hashNewPassword(data.password, { path: passwordPath, userInputs });
  const userId = await addMember(ctx, tenantId, data, { passwordHash, isActive: data.isActive });
  await audit(ctx, tenantId, 'tenant_user.created', userId, { role: data.role, isActive: data.isActive });
  return getMember(ctx, tenantId, userId);
}

type PersonInput = ReturnType<typeof updateTenantUserInputSchema.parse>;

/**
 * Adds a person to a tenant: a new sign-in identity (the e-mail is unique across tenants) and
 * their membership. Used for created and for invited users; answers the new user's id.
 */
export async function addMember(
  ctx: Ctx,
  tenantId: string,
  data: Omit<PersonInput, 'isActive'>,
  credentials: { passwordHash: string | null; isActive: boolean },
): Promise<string> {
  const actor = actorOf(ctx);
  assertMayHandle(actor, data.role, await getRoleMatrices(ctx.tx, tenantId));
  assertPersonalAllowed(actor, data);
  await assertEmailFree(ctx, data.email);
  const userId = newId();
  if (data.managerId) await assertManager(ctx, tenantId, userId, data.managerId);
  await conflictOnDuplicate(async () => {
    await insertAppUser(ctx.tx, userId, {
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone ?? null,
      passwordHash: credentials.passwordHash,
      // Made by an admin (who vouches for the address) or invited (the link proves it on use).
      emailVerifiedAt: credentials.passwordHash ? new Date() : null,
    });
    await insertMember(ctx.tx, tenantId, userId, {
      role: data.role,
      isActive: credentials.isActive,
      department: data.department ?? null,
      position: data.position ?? null,
      hireDate: data.hireDate ?? null,
      salary: data.salary ?? null,
      managerUserId: data.managerId ?? null,
    });
  });
  return userId;
}

/**
 * Changes a user. An admin cannot deactivate or demote themselves, nor take the last active
 * TENANT_ADMIN away; deactivation ends the user's sessions at once.
 */
export async function updateTenantUser(ctx: Ctx, userId: string, input: UpdateTenantUserInput): Promise<TenantUser> {
  const data = updateTenantUserInputSchema.parse(input);
  const actor = actorOf(ctx);
  const tenantId = await enterTenantOfUser(ctx, userId);
  await lockMember(ctx.tx, tenantId, userId);
  const row = await selectMember(ctx.tx, tenantId, userId);
  if (!row) throw notFound('user');
  const matrices = await getRoleMatrices(ctx.tx, tenantId);
  assertMayHandle(actor, row.role, matrices);
  assertMayHandle(actor, data.role, matrices);
  assertPersonalAllowed(actor, data);
  if (userId === actor.userId && !data.isActive) throw conflict(refusals.selfDeactivate, 'isActive');
  if (userId === actor.userId && data.role !== row.role) throw conflict(refusals.selfDemote, 'role');
  const losesAdmin = row.role === 'TENANT_ADMIN' && row.isActive && (data.role !== 'TENANT_ADMIN' || !data.isActive);
  if (losesAdmin && (await refusedForLastAdmin(ctx.tx, tenantId, [userId])).length) {
    throw conflict(refusals.lastAdmin, data.isActive ? 'role' : 'isActive');
  }
  if (data.email !== row.email) await assertEmailFree(ctx, data.email);
  if (data.managerId) await assertManager(ctx, tenantId, userId, data.managerId);

  await conflictOnDuplicate(() =>
    updateAppUser(ctx.tx, userId, {
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      ...(data.phone !== undefined && { phone: data.phone }),
    }),
  );
  await updateMember(ctx.tx, tenantId, userId, {
    role: data.role,
    isActive: data.isActive,
    ...definedOnly({
      department: data.department,
      position: data.position,
      hireDate: data.hireDate,
      salary: data.salary,
      managerUserId: data.managerId,
    }),
  });
  if (row.isActive && !data.isActive) await revokeUserSessions(ctx.tx, [userId], 'user_deactivated', new Date());
  await audit(ctx, tenantId, 'tenant_user.updated', userId, {
    changed: changedFields(row, data),
    ...(data.role !== row.role && { role: { from: row.role, to: data.role } }),
    ...(data.isActive !== row.isActive && { isActive: { from: row.isActive, to: data.isActive } }),
  });
  return getMember(ctx, tenantId, userId);
}

/** An admin sets a new password for a user; the user's other sessions end. */
export async function resetTenantUserPassword(ctx: Ctx, userId: string, input: ResetPasswordInput): Promise<void> {
  const data = resetPasswordInputSchema.parse(input);
  const actor = actorOf(ctx);
  const tenantId = await enterTenantOfUser(ctx, userId);
  const row = await selectMember(ctx.tx, tenantId, userId);
  if (!row) throw notFound('user');
  assertMayHandle(actor, row.role, await getRoleMatrices(ctx.tx, tenantId));
  const userInputs = [row.firstName, row.lastName, row.email];
  await updateAppUser(ctx.tx, userId, { passwordHash: await hashNewPassword(data.newPassword, { path: 'newPassword', userInputs }) });
  // A pending invitation link would otherwise still let someone choose another password.
  await deleteUnusedInvitations(ctx.tx, userId);
  await revokeUserSessions(ctx.tx, [userId], 'password_reset', new Date(), actor.sessionId);
  await audit(ctx, tenantId, 'tenant_user.password_reset', userId, {});
}

export async function audit(ctx: Ctx, tenantId: string, action: string, target: string, details: Record<string, unknown>) {
  const actor = actorOf(ctx);
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: actor.userId,
    action,
    target,
    ip: ctx.ip,
    details: actor.superAdmin ? { ...details, bySuperAdmin: true } : details,
  });
}

async function assertEmailFree(ctx: Ctx, email: string): Promise<void> {
  if (await selectUserIdByEmail(ctx.tx, email)) throw duplicateEmail();
}

/** The manager is a colleague in the same tenant, and not someone the user manages (no cycles). */
async function assertManager(ctx: Ctx, tenantId: string, userId: string, managerId: string): Promise<void> {
  const invalid = (key: MessageKey) => invalidField('managerId', key);
  if (managerId === userId) throw invalid('tenantUsers.ownManager');
  let current: string | null = managerId;
  for (let depth = 0; current; depth++) {
    const found = await selectManagerOf(ctx.tx, tenantId, current);
    if (!found) throw invalid(depth === 0 ? 'tenantUsers.managerNotFound' : 'tenantUsers.managerChain');
    if (depth > 100) throw invalid('tenantUsers.managerChain');
    current = found.managerUserId;
    if (current === userId) throw invalid('tenantUsers.managerCycle');
  }
}

async function conflictOnDuplicate<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw duplicateEmail();
    throw err;
  }
}

function duplicateEmail(): AppError {
  return fieldError('CONFLICT', 'email', 'tenantUsers.emailInUse');
}

export function conflict(key: MessageKey, path: string): AppError {
  return fieldError('CONFLICT', path, key);
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function changedFields(row: Record<string, unknown>, data: PersonInput): string[] {
  const pairs: Array<[string, unknown, unknown]> = [
    ['firstName', row.firstName, data.firstName],
    ['lastName', row.lastName, data.lastName],
    ['email', row.email, data.email],
    ['role', row.role, data.role],
    ['isActive', row.isActive, data.isActive],
    ['phone', row.phone, data.phone],
    ['department', row.department, data.department],
    ['position', row.position, data.position],
    ['hireDate', row.hireDate, data.hireDate],
    ['salary', row.salary, data.salary],
    ['managerId', row.managerId, data.managerId],
  ];
  return pairs.filter(([, before, after]) => after !== undefined && after !== before).map(([field]) => field);
}
