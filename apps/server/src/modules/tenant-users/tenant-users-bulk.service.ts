import type { MessageKey } from '@wb/contract/messages';
import type { BulkDeleteInput, BulkResult, BulkUpdateStatusInput } from '@wb/contract/tenant-users';
import { bulkDeleteInputSchema, bulkUpdateStatusInputSchema } from '@wb/contract/tenant-users';
import type { FieldIssue } from '@wb/contract/errors';
import { asPlatformReader } from '@/db/platform-reader';
import { getRoleMatrices } from '@/modules/roles/roles.service';
import type { Ctx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { enterTenant, groupByTenant } from './acting-tenant';
import { actorOf, refusalToHandle, refusals, refusedForLastAdmin } from './tenant-user-rules';
import {
  deleteAppUsers,
  deleteMembers,
  type MemberRow,
  revokeUserSessions,
  selectMembershipTenants,
  selectMembersByIds,
  updateMembersActive,
} from './tenant-users.queries';
import { audit } from './tenant-users.service';

type Change = { kind: 'status'; isActive: boolean } | { kind: 'delete' };

/** Activates or deactivates users, all or none; deactivated users' sessions end at once. */
export async function bulkUpdateStatus(ctx: Ctx, input: BulkUpdateStatusInput): Promise<BulkResult> {
  const data = bulkUpdateStatusInputSchema.parse(input);
  return applyChange(ctx, data.userIds, { kind: 'status', isActive: data.isActive });
}

/** Deletes users, all or none. */
export async function bulkDeleteTenantUsers(ctx: Ctx, input: BulkDeleteInput): Promise<BulkResult> {
  const data = bulkDeleteInputSchema.parse(input);
  return applyChange(ctx, data.userIds, { kind: 'delete' });
}

export async function deleteTenantUser(ctx: Ctx, userId: string): Promise<void> {
  await applyChange(ctx, [userId], { kind: 'delete' });
}

type Refusal = { userId: string; reason: MessageKey };

/**
 * Checks every user first and changes nothing when any is refused: the error lists each refused
 * id (by its place in `userIds`) and why. Unknown ids, and ids of another tenant, answer 404.
 */
async function applyChange(ctx: Ctx, userIds: string[], change: Change): Promise<BulkResult> {
  const { groups, unknown } = await groupByTenant(ctx, userIds);
  const refused: Refusal[] = unknown.map((userId) => ({ userId, reason: refusals.notFound }));
  const plans: Array<{ tenantId: string; rows: MemberRow[] }> = [];
  for (const [tenantId, ids] of groups) {
    await enterTenant(ctx, tenantId);
    const rows = await selectMembersByIds(ctx.tx, tenantId, ids);
    const found = new Set(rows.map((row) => row.id));
    refused.push(...ids.filter((id) => !found.has(id)).map((userId) => ({ userId, reason: refusals.notFound })));
    refused.push(...(await refusalsIn(ctx, tenantId, rows, change)));
    plans.push({ tenantId, rows });
  }
  if (refused.length) throw refusedError(userIds, refused);

  const orphans = change.kind === 'delete' ? await orphansOf(ctx, plans) : new Set<string>();
  const now = new Date();
  for (const { tenantId, rows } of plans) {
    await enterTenant(ctx, tenantId);
    const ids = rows.map((row) => row.id);
    if (change.kind === 'status') {
      await updateMembersActive(ctx.tx, tenantId, ids, change.isActive);
      if (!change.isActive) await revokeUserSessions(ctx.tx, ids, 'user_deactivated', now);
    } else {
      await deleteMembers(ctx.tx, tenantId, ids);
      // A person who belongs to no tenant any more loses their sign-in identity (and so their sessions).
      const gone = ids.filter((id) => orphans.has(id));
      if (gone.length) await deleteAppUsers(ctx.tx, gone);
    }
    for (const row of rows) {
      if (change.kind === 'status') {
        if (row.isActive === change.isActive) continue;
        await audit(ctx, tenantId, 'tenant_user.updated', row.id, {
          changed: ['isActive'],
          isActive: { from: row.isActive, to: change.isActive },
          bulk: userIds.length > 1,
        });
      } else {
        await audit(ctx, tenantId, 'tenant_user.deleted', row.id, { role: row.role, bulk: userIds.length > 1 });
      }
    }
  }
  return { count: plans.reduce((sum, plan) => sum + plan.rows.length, 0) };
}

async function refusalsIn(ctx: Ctx, tenantId: string, rows: MemberRow[], change: Change): Promise<Refusal[]> {
  const actor = actorOf(ctx);
  const matrices = await getRoleMatrices(ctx.tx, tenantId);
  const refused: Refusal[] = [];
  for (const row of rows) {
    const reason =
      refusalToHandle(actor, row.role, matrices) ??
      (row.id === actor.userId && change.kind === 'delete' ? refusals.selfDelete : null) ??
      (row.id === actor.userId && change.kind === 'status' && !change.isActive ? refusals.selfDeactivate : null);
    if (reason) refused.push({ userId: row.id, reason });
  }
  const removesAccess = change.kind === 'delete' || !change.isActive;
  const losing = removesAccess ? rows.filter((row) => row.role === 'TENANT_ADMIN' && row.isActive).map((row) => row.id) : [];
  const already = new Set(refused.map((r) => r.userId));
  for (const userId of await refusedForLastAdmin(ctx.tx, tenantId, losing)) {
    if (!already.has(userId)) refused.push({ userId, reason: refusals.lastAdmin });
  }
  return refused;
}

/**
 * The people a deletion leaves in no tenant at all. Read before anything is written: the platform
 * reader may not read what this transaction wrote on Citus (db/platform-reader.ts).
 */
async function orphansOf(ctx: Ctx, plans: Array<{ tenantId: string; rows: MemberRow[] }>): Promise<Set<string>> {
  const deletedFrom = new Map(plans.flatMap((plan) => plan.rows.map((row) => [row.id, plan.tenantId] as const)));
  if (!deletedFrom.size) return new Set();
  const memberships = await asPlatformReader(ctx.tx, (tx) => selectMembershipTenants(tx, [...deletedFrom.keys()]));
  const elsewhere = new Set(memberships.filter((m) => m.tenantId !== deletedFrom.get(m.userId)).map((m) => m.userId));
  return new Set([...deletedFrom.keys()].filter((id) => !elsewhere.has(id)));
}

function refusedError(userIds: string[], refused: Refusal[]): AppError {
  const details: FieldIssue[] = refused
    .map((r) => ({ index: userIds.indexOf(r.userId), reason: r.reason }))
    .sort((a, b) => a.index - b.index)
    .map((r) => ({ path: `userIds.${r.index}`, key: r.reason }));
  const anyMissing = refused.some((r) => r.reason === refusals.notFound);
  const anyAbove = refused.some((r) => r.reason === refusals.higherRole);
  const code = anyMissing ? 'NOT_FOUND' : anyAbove ? 'FORBIDDEN' : 'CONFLICT';
  if (userIds.length === 1) return new AppError(code, refused[0]?.reason ?? refusals.notFound, undefined, { details });
  return new AppError(code, 'tenantUsers.someRefused', { refused: refused.length, total: userIds.length }, { details });
}
