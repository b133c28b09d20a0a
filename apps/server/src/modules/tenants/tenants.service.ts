import type {
  CreateTenantInput,
  DeleteTenantResult,
  EraseTenantInput,
  ListTenantsQuery,
  SubscriptionStatus,
  TenantDetail,
  TenantPage,
  UpdateTenantInput,
} from '@wb/contract/tenants';
import { createTenantInputSchema, listTenantsQuerySchema, updateTenantInputSchema } from '@wb/contract/tenants';
import { asPlatformReader } from '@/db/platform-reader';
import { platformTenantId, setScopeTenant } from '@/db/transaction';
import { seedRolePermissions } from '@/modules/roles/roles.service';
import { inviteTenantUser } from '@/modules/tenant-users/invitations.service';
import { createTenantUser } from '@/modules/tenant-users/tenant-users.service';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { notFound, fieldError, invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { insertTenantDefaults } from '@/tenant-defaults';
import { endMemberSessions, eraseTenant } from './tenant-erase';
import {
  countAccountsByTenant,
  countMembersByTenant,
  hasBusinessData,
  insertTenant,
  selectMemberFigures,
  selectTenant,
  selectTenants,
  updateTenant as updateTenantRow,
} from './tenants.queries';

/** Suspended and cancelled tenants cannot sign in; their sessions end when they get there. */
const closedStatuses: SubscriptionStatus[] = ['suspended', 'cancelled'];

export async function findTenants(ctx: Ctx, query: ListTenantsQuery): Promise<TenantPage> {
  const q = listTenantsQuerySchema.parse(query);
  const { items, total } = await selectTenants(ctx.tx, { q: q.q, status: q.status }, q);
  const ids = items.map((t) => t.id);
  const [users, accounts] = await asPlatformReader(ctx.tx, (tx) =>
    Promise.all([countMembersByTenant(tx, ids), countAccountsByTenant(tx, ids)]),
  );
  return {
    items: items.map((t) => ({
      ...t,
      userCount: users.get(t.id) ?? 0,
      accountCount: accounts.get(t.id) ?? 0,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One tenant with its figures; the transaction is scoped to it from here on. */
export async function getTenant(ctx: Ctx, tenantId: string): Promise<TenantDetail> {
  const tenant = await enterTenant(ctx, tenantId);
  const figures = await selectMemberFigures(ctx.tx, tenantId);
  const accounts = await countAccountsByTenant(ctx.tx, [tenantId]);
  return {
    ...tenant,
    createdAt: tenant.createdAt.toISOString(),
    updatedAt: tenant.updatedAt.toISOString(),
    userCount: Number(figures.total),
    activeUserCount: Number(figures.active),
    inactiveUserCount: Number(figures.inactive),
    invitedUserCount: Number(figures.invited),
    adminCount: Number(figures.admins),
    accountCount: accounts.get(tenantId) ?? 0,
    lastLoginAt: figures.lastLoginAt ? new Date(figures.lastLoginAt).toISOString() : null,
    hasBusinessData: await hasBusinessData(ctx.tx, tenantId),
  };
}

/** A new tenant with the default role matrix and, when given, its first admin (with a password or invited). */
export async function createTenant(ctx: Ctx, input: CreateTenantInput, appUrl: string): Promise<TenantDetail> {
  const data = createTenantInputSchema.parse(input);
  const tenantId = newId();
  await insertTenant(ctx.tx, { id: tenantId, name: data.name, subscriptionStatus: data.subscriptionStatus });
  await setScopeTenant(ctx.tx, tenantId);
  await insertTenantDefaults(ctx.tx, tenantId);
  await seedRolePermissions(ctx.tx, tenantId);
  await audit(ctx, tenantId, 'tenant.created', { name: data.name, subscriptionStatus: data.subscriptionStatus });
  if (data.admin) {
    const admin = { ...data.admin, role: 'TENANT_ADMIN' as const, tenantId };
    if (admin.password) await createTenantUser(ctx, { ...admin, password: admin.password, isActive: true }, 'admin.password');
    else await inviteTenantUser(ctx, admin, appUrl);
  }
  return getTenant(ctx, tenantId);
}

export async function updateTenant(ctx: Ctx, tenantId: string, input: UpdateTenantInput): Promise<TenantDetail> {
  const data = updateTenantInputSchema.parse(input);
  const before = await enterTenant(ctx, tenantId);
  await updateTenantRow(ctx.tx, tenantId, data);
  const status = data.subscriptionStatus ?? before.subscriptionStatus;
  if (closedStatuses.includes(status) && !closedStatuses.includes(before.subscriptionStatus)) {
    await endMemberSessions(ctx.tx, tenantId, `tenant_${status}`);
  }
  await audit(ctx, tenantId, 'tenant.updated', {
    ...(data.name !== undefined && data.name !== before.name && { name: { from: before.name, to: data.name } }),
    ...(status !== before.subscriptionStatus && { subscriptionStatus: { from: before.subscriptionStatus, to: status } }),
  });
  return getTenant(ctx, tenantId);
}

/**
 * Deletes a tenant: one without business data is erased at once; one with data is cancelled
 * (its users cannot sign in and their sessions end) and can be restored or, later, erased.
 */
export async function deleteTenant(ctx: Ctx, tenantId: string): Promise<DeleteTenantResult> {
  const tenant = await enterTenant(ctx, tenantId);
  if (!(await hasBusinessData(ctx.tx, tenantId))) {
    await eraseTenant(ctx, tenantId, tenant.name);
    return { outcome: 'erased' };
  }
  if (tenant.subscriptionStatus !== 'cancelled') {
    await updateTenantRow(ctx.tx, tenantId, { subscriptionStatus: 'cancelled' });
    await endMemberSessions(ctx.tx, tenantId, 'tenant_cancelled');
    await audit(ctx, tenantId, 'tenant.cancelled', { from: tenant.subscriptionStatus });
  }
  return { outcome: 'cancelled' };
}

export async function restoreTenant(ctx: Ctx, tenantId: string): Promise<TenantDetail> {
  const tenant = await enterTenant(ctx, tenantId);
  if (tenant.subscriptionStatus !== 'cancelled') {
    throw fieldError('CONFLICT', 'subscriptionStatus', 'tenants.notCancelled');
  }
  await updateTenantRow(ctx.tx, tenantId, { subscriptionStatus: 'active' });
  await audit(ctx, tenantId, 'tenant.restored', {});
  return getTenant(ctx, tenantId);
}

/** Erases a cancelled tenant with its data: the separate, confirmed step (the name typed again). */
export async function eraseCancelledTenant(ctx: Ctx, tenantId: string, input: EraseTenantInput): Promise<DeleteTenantResult> {
  const tenant = await enterTenant(ctx, tenantId);
  if (tenant.subscriptionStatus !== 'cancelled') {
    throw fieldError('CONFLICT', 'subscriptionStatus', 'tenants.cancelFirst');
  }
  if (input.confirmName.trim() !== tenant.name) {
    throw invalidField('confirmName', 'tenants.confirmName');
  }
  await eraseTenant(ctx, tenantId, tenant.name);
  return { outcome: 'erased' };
}

async function enterTenant(ctx: Ctx, tenantId: string) {
  const tenant = await selectTenant(ctx.tx, tenantId);
  if (!tenant || tenantId === platformTenantId) throw notFound('tenant');
  await setScopeTenant(ctx.tx, tenantId);
  return tenant;
}

/** A super admin's action, in the chain of the tenant it concerns. */
export async function audit(ctx: Ctx, tenantId: string, action: string, details: Record<string, unknown>) {
  await appendAudit(ctx.tx, { tenantId, actorUserId: ctx.principal?.userId ?? null, action, target: tenantId, ip: ctx.ip, details });
}
