import type { Profile, securitySettingsInputSchema, updateProfileInputSchema } from '@wb/contract/profile';
import type { z } from 'zod';
import type { Config } from '@/config';
import { appendAudit } from '@/platform/audit/audit';
import { issueUserToken } from '@/platform/auth/user-tokens';
import { AppError, fieldError, notFound } from '@/platform/errors';
import { queueMail } from '@/platform/mail/mail-outbox';
import { type AccountCtx, appLinks } from './account-context';
import { securityChangeMail, verifyEmailMail } from './account-mail';
import { type AccountUser, selectAccountUser, selectTenantName, selectUserByEmailForAccount } from './account.queries';

type UpdateProfileData = z.output<typeof updateProfileInputSchema>;
type SecuritySettingsData = z.output<typeof securitySettingsInputSchema>;

async function getUser(ctx: AccountCtx): Promise<AccountUser> {
  const user = await selectAccountUser(ctx.tx, ctx.principal.userId);
  if (!user) throw new AppError('SESSION_REVOKED', 'auth.sessionEnded');
  return user;
}

export async function getProfile(ctx: AccountCtx): Promise<Profile> {
  const user = await getUser(ctx);
  const tenant = ctx.principal.tenantId ? await selectTenantName(ctx.tx, ctx.principal.tenantId) : undefined;
  return {
    id: user.id,
    email: user.email,
    pendingEmail: user.pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: user.locale,
    role: ctx.principal.role,
    tenantName: tenant?.name ?? null,
    hasAvatar: user.avatarUpdatedAt !== null,
    avatarUpdatedAt: user.avatarUpdatedAt?.toISOString() ?? null,
    notifications: { email: user.notifyEmail, push: user.notifyPush },
    emailVerified: user.emailVerifiedAt !== null,
    mfaEnabled: user.mfaEnabledAt !== null,
    securityAlerts: user.securityAlerts,
    sessionTimeoutMinutes: user.sessionTimeoutMinutes,
    passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
  };
}

/**
 * Saves names and notification preferences. A new e-mail address becomes the person's only
 * when the link sent to it is opened; the old address is told of the request.
 */
export async function updateProfile(ctx: AccountCtx, config: Pick<Config, 'appUrl'>, input: UpdateProfileData): Promise<Profile> {
  const user = await getUser(ctx);
  const now = new Date();
  let pendingEmail = user.pendingEmail;
  if (input.email === user.email) {
    pendingEmail = null; // back to the current address: a pending change is dropped
  } else if (input.email !== user.pendingEmail) {
    const holder = await selectUserByEmailForAccount(ctx.tx, input.email);
    if (holder) {
      throw fieldError('CONFLICT', 'email', 'account.emailInUse');
    }
    pendingEmail = input.email;
    const links = appLinks(config);
    const token = await issueUserToken(ctx.tx, user.id, 'verify_email', now);
    await queueMail(ctx.tx, ctx.tenantId, verifyEmailMail(user, links.verifyEmail(token), input.email));
    await queueMail(ctx.tx, ctx.tenantId, securityChangeMail(user, 'email_change_requested', links.security, input.email));
    await appendAudit(ctx.tx, {
      tenantId: ctx.tenantId,
      actorUserId: user.id,
      action: 'auth.email_change_requested',
      target: user.id,
      ip: ctx.ip,
    });
  }
  await ctx.tx
    .updateTable('appUser')
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      pendingEmail,
      notifyEmail: input.notifications.email,
      notifyPush: input.notifications.push,
      ...(input.locale ? { locale: input.locale } : {}),
      updatedAt: now,
    })
    .where('id', '=', user.id)
    .execute();
  return getProfile(ctx);
}

/** Security alerts on or off, and the idle minutes after which a session ends. */
export async function updateSecuritySettings(ctx: AccountCtx, input: SecuritySettingsData): Promise<Profile> {
  const user = await getUser(ctx);
  await ctx.tx
    .updateTable('appUser')
    .set({ securityAlerts: input.securityAlerts, sessionTimeoutMinutes: input.sessionTimeoutMinutes, updatedAt: new Date() })
    .where('id', '=', user.id)
    .execute();
  await appendAudit(ctx.tx, {
    tenantId: ctx.tenantId,
    actorUserId: user.id,
    action: 'auth.security_settings_changed',
    target: user.id,
    ip: ctx.ip,
    details: {
      securityAlerts: input.securityAlerts,
      sessionTimeoutMinutes: input.sessionTimeoutMinutes,
      previous: { securityAlerts: user.securityAlerts, sessionTimeoutMinutes: user.sessionTimeoutMinutes },
    },
  });
  return getProfile(ctx);
}

/** Stores the photo as made by toAvatarImage (checked and resized). */
export async function updateAvatar(ctx: AccountCtx, image: { contentType: 'image/webp'; data: Buffer }): Promise<Profile> {
  const now = new Date();
  await ctx.tx
    .insertInto('userAvatar')
    .values({ userId: ctx.principal.userId, contentType: image.contentType, data: image.data, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ contentType: image.contentType, data: image.data, updatedAt: now }))
    .execute();
  return getProfile(ctx);
}

export async function getAvatar(ctx: AccountCtx): Promise<{ contentType: string; data: Buffer }> {
  const row = await ctx.tx
    .selectFrom('userAvatar')
    .select(['contentType', 'data'])
    .where('userId', '=', ctx.principal.userId)
    .executeTakeFirst();
  if (!row) throw notFound('photo');
  return row;
}

export async function deleteAvatar(ctx: AccountCtx): Promise<Profile> {
  await ctx.tx.deleteFrom('userAvatar').where('userId', '=', ctx.principal.userId).execute();
  return getProfile(ctx);
}
