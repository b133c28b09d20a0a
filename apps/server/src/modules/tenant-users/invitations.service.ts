import type { AcceptInvitationInput, Invitation, InviteTenantUserInput, TenantUser } from '@wb/contract/tenant-users';
import { acceptInvitationInputSchema, inviteTenantUserInputSchema } from '@wb/contract/tenant-users';
import { type Db, inTransaction, setScopeTenant, setScopeUser } from '@/db/transaction';
import { getRoleMatrices } from '@/modules/roles/roles.service';
import { appendAudit } from '@/platform/audit/audit';
import { hashNewPassword } from '@/platform/auth/password-strength';
import { hashToken } from '@/platform/auth/tokens';
import { consumeUserToken, issueUserToken, userTokenTtlHours } from '@/platform/auth/user-tokens';
import type { Ctx } from '@/platform/context';
import { AppError, notFound } from '@/platform/errors';
import { queueMail } from '@/platform/mail/mail-outbox';
import { enterNamedTenant, enterTenantOfUser } from './acting-tenant';
import { invitationMail } from './invitation-mail';
import { selectInvitationToken, selectInviteeMemberships, selectUserName, updatePasswordFromInvitation } from './invitations.queries';
import { actorOf, assertMayHandle } from './tenant-user-rules';
import { selectMember } from './tenant-users.queries';
import { addMember, audit, conflict, getMember } from './tenant-users.service';

/**
 * Invites a person by e-mail: they are a member at once, with status invited, until they set a
 * password through the link. The message is queued in the same transaction.
 */
export async function inviteTenantUser(ctx: Ctx, input: InviteTenantUserInput, appUrl: string): Promise<TenantUser> {
  const data = inviteTenantUserInputSchema.parse(input);
  const tenantId = await enterNamedTenant(ctx, data.tenantId);
  const userId = await addMember(ctx, tenantId, data, { passwordHash: null, isActive: true });
  await sendInvitation(ctx, tenantId, userId, appUrl);
  await audit(ctx, tenantId, 'tenant_user.invited', userId, { role: data.role });
  return getMember(ctx, tenantId, userId);
}

/** Sends a fresh link to a user who has not accepted yet; the earlier link stops working. */
export async function resendInvitation(ctx: Ctx, userId: string, appUrl: string): Promise<TenantUser> {
  const tenantId = await enterTenantOfUser(ctx, userId);
  const row = await selectMember(ctx.tx, tenantId, userId);
  if (!row) throw notFound('user');
  assertMayHandle(actorOf(ctx), row.role, await getRoleMatrices(ctx.tx, tenantId));
  if (row.status !== 'invited') throw conflict('tenantUsers.notInvited', 'status');
  await sendInvitation(ctx, tenantId, userId, appUrl);
  await audit(ctx, tenantId, 'tenant_user.invitation_resent', userId, {});
  return getMember(ctx, tenantId, userId);
}

async function sendInvitation(ctx: Ctx, tenantId: string, userId: string, appUrl: string): Promise<void> {
  const row = await selectMember(ctx.tx, tenantId, userId);
  const inviter = await selectUserName(ctx.tx, actorOf(ctx).userId);
  if (!row || !inviter) throw notFound('user');
  const token = await issueUserToken(ctx.tx, userId, 'invite');
  await queueMail(
    ctx.tx,
    tenantId,
    invitationMail({
      to: row.email,
      firstName: row.firstName,
      tenantName: row.tenantName,
      inviterName: `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email,
      link: `${appUrl}/invite/${encodeURIComponent(token)}`,
      validDays: userTokenTtlHours.invite / 24,
    }),
  );
}

/** The public invitation page: who is invited where; an unknown, used or expired link is refused. */
export async function getInvitation(db: Db, token: string): Promise<Invitation> {
  return inTransaction(db, { tenantId: null }, async (tx) => {
    const row = await selectInvitationToken(tx, hashToken(token));
    if (!row || row.usedAt || row.expiresAt <= new Date()) throw invalidLink(!row ? 'invalid' : row.usedAt ? 'used' : 'expired');
    await setScopeUser(tx, row.userId);
    const invitee = await selectInviteeMemberships(tx, row.userId);
    if (!invitee) throw invalidLink('invalid');
    return { email: invitee.email, firstName: invitee.firstName, lastName: invitee.lastName, tenantName: invitee.tenantName };
  });
}

/**
 * The invitee chooses a password: the link is used up (once, even when clicked twice at the same
 * moment), the address counts as verified, and the user can sign in.
 */
export async function acceptInvitation(db: Db, input: AcceptInvitationInput, meta: { ip: string }): Promise<{ email: string }> {
  const data = acceptInvitationInputSchema.parse(input);
  // Checked and hashed before the transaction: argon2 takes tens of milliseconds.
  const passwordHash = await hashNewPassword(data.password, { path: 'password' });
  return inTransaction(db, { tenantId: null }, async (tx) => {
    const userId = await consumeUserToken(tx, data.token, 'invite');
    await setScopeUser(tx, userId);
    const invitee = await selectInviteeMemberships(tx, userId);
    if (!invitee) throw invalidLink('invalid');
    await setScopeTenant(tx, invitee.tenantId);
    const now = new Date();
    await updatePasswordFromInvitation(tx, userId, passwordHash, now, invitee.emailVerifiedAt !== null);
    await appendAudit(tx, {
      tenantId: invitee.tenantId,
      actorUserId: userId,
      action: 'tenant_user.invitation_accepted',
      target: userId,
      ip: meta.ip,
    });
    return { email: invitee.email };
  });
}

function invalidLink(reason: 'invalid' | 'used' | 'expired'): AppError {
  return new AppError('INVALID_TOKEN', reason === 'expired' ? 'auth.linkExpired' : 'auth.invalidVerificationToken', undefined, {
    details: [{ path: 'token', key: 'auth.tokenReason', params: { reason } }],
  });
}
