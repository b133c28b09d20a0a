import type { GdprItem, GdprUserErasure } from '@wb/contract/compliance';
import { asPlatformReader } from '@/db/platform-reader';
import { refusedForLastAdmin } from '@/modules/tenant-users/tenant-user-rules';
import { deleteMembers, selectMembershipTenants } from '@/modules/tenant-users/tenant-users.queries';
import type { Ctx } from '@/platform/context';
import { AppError, forbidden, notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import {
  anonymiseAppUser,
  countAuditEventsAbout,
  eraseUserTenantData,
  insertErasure,
  selectMemberProfile,
  selectUserTables,
} from './gdpr.queries';
import { auditGdpr, gdprTenant } from './gdpr.service';

type Tables = Record<string, Array<Record<string, unknown>>>;

async function memberOf(ctx: Ctx, tenantId: string, userId: string) {
  const member = await selectMemberProfile(ctx.tx, tenantId, userId);
  if (!member) throw notFound('user');
  return member;
}

/**
 * GDPR export of one user (person) of the tenant: their profile, this company's membership,
 * sessions and devices, notifications, assistant chats and the audit events by or about them.
 */
export async function exportUserData(ctx: Ctx, userId: string, named?: string): Promise<{ tables: Tables; fileName: string }> {
  const tenantId = await gdprTenant(ctx, named);
  const member = await memberOf(ctx, tenantId, userId);
  const tables = await selectUserTables(ctx.tx, tenantId, userId, member.email);
  await auditGdpr(ctx, tenantId, 'gdpr.exported', userId, { kind: 'user' });
  return { tables, fileName: `gdpr-user-${userId}.zip` };
}

/**
 * Erases a user's personal data. This company's data about them goes (membership with salary and
 * position, notifications, assistant chats, the e-mail on device checks, the e-mail in security threats
 * and in what the admins were told of them). Their sign-in identity
 * (name, e-mail, phone, password, two-factor, sessions, avatar) is anonymised in place, unless they
 * still belong to another company, which holds it too.
 *
 * Kept: the audit events (append-only and hash-chained; each hash covers the actor's id, so
 * rewriting them would break `verify`). They refer to the person by their user id, a pseudonym
 * that after this points to no name or e-mail any more; and the documents (orders, invoices …)
 * that name the id as their creator, which the fiscal retention keeps.
 */
export async function eraseUserData(ctx: Ctx, userId: string, named?: string): Promise<GdprUserErasure> {
  const tenantId = await gdprTenant(ctx, named);
  const member = await memberOf(ctx, tenantId, userId);
  if (userId === ctx.principal?.userId) throw new AppError('CONFLICT', 'tenantUsers.selfDelete');
  if (member.isSuperAdmin) throw forbidden();
  if (member.role === 'TENANT_ADMIN' && (await refusedForLastAdmin(ctx.tx, tenantId, [userId])).length)
    throw new AppError('CONFLICT', 'tenantUsers.lastAdmin');
  // Read across tenants before anything is written (db/platform-reader.ts).
  const memberships = await asPlatformReader(ctx.tx, (tx) => selectMembershipTenants(tx, [userId]));
  const profileErased = memberships.every((m) => m.tenantId === tenantId);
  const auditEventsKept = await countAuditEventsAbout(ctx.tx, tenantId, userId, member.email);

  await eraseUserTenantData(ctx.tx, tenantId, userId, member.email);
  await deleteMembers(ctx.tx, tenantId, [userId]);
  await insertErasure(ctx.tx, tenantId, {
    id: newId(),
    subjectKind: 'user',
    subjectId: userId,
    erasedBy: ctx.principal?.userId ?? null,
    retainedUntil: null,
  });
  if (profileErased) await anonymiseAppUser(ctx.tx, userId, member.email);

  const erased: GdprItem[] = ['membership', 'notifications', 'assistantChats', 'deviceChecks'];
  const kept: GdprItem[] = ['auditEvents', 'documents'];
  if (profileErased) erased.unshift('profile', 'credentials', 'twoFactor', 'sessions', 'avatar');
  else kept.unshift('profile');
  await auditGdpr(ctx, tenantId, 'gdpr.erased', userId, { kind: 'user', profileErased, auditEventsKept });
  return { userId, anonymised: true, profileErased, auditEventsKept, erased, kept };
}
