import type { VerifyEmailResponse } from '@wb/contract/account';
import { inTransaction, platformTenantId, setScopeTenant, setScopeUser } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { selectOwnMemberships } from '@/platform/auth/auth.queries';
import type { AuthDeps, ClientMeta } from '@/platform/auth/sign-in';
import { consumeUserToken, issueUserToken } from '@/platform/auth/user-tokens';
import { AppError } from '@/platform/errors';
import { queueMail } from '@/platform/mail/mail-outbox';
import { appLinks } from './account-context';
import { verifyEmailMail } from './account-mail';
import { selectAccountUser, selectLastTokenAt, selectUserByEmailForAccount } from './account.queries';

/** At most one new link a minute per person. */
const resendSpacingMs = 60_000;

/**
 * Opens a confirmation link: confirms the address of a new account, or, when the person asked
 * to change their address, makes the new one theirs. The link works once.
 */
export async function verifyEmail(deps: Pick<AuthDeps, 'db'>, token: string, meta: ClientMeta): Promise<VerifyEmailResponse> {
  const now = new Date();
  return inTransaction(deps.db, { tenantId: null }, async (tx) => {
    const userId = await consumeUserToken(tx, token, 'verify_email', now);
    const user = await selectAccountUser(tx, userId);
    if (!user) throw new AppError('INVALID_TOKEN', 'auth.invalidVerificationToken');
    const newEmail = user.pendingEmail;
    if (newEmail) {
      const holder = await selectUserByEmailForAccount(tx, newEmail);
      if (holder && holder.id !== userId) throw new AppError('CONFLICT', 'account.emailInUse');
    }
    await tx
      .updateTable('appUser')
      .set({ email: newEmail ?? user.email, pendingEmail: null, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where('id', '=', userId)
      .execute();
    await setScopeUser(tx, userId);
    const auditTenant = (await selectOwnMemberships(tx, userId))[0]?.tenantId ?? platformTenantId;
    await setScopeTenant(tx, auditTenant);
    await appendAudit(tx, {
      tenantId: auditTenant,
      actorUserId: userId,
      action: newEmail ? 'auth.email_changed' : 'auth.email_verified',
      target: userId,
      ip: meta.ip,
    });
    return { ok: true as const, email: newEmail ?? user.email };
  });
}

/**
 * Sends a new confirmation link to an account that was never confirmed. The answer is the same
 * for every address, known or not, confirmed or not.
 */
export async function resendVerification(deps: Pick<AuthDeps, 'db' | 'config'>, email: string): Promise<{ ok: true }> {
  const now = new Date();
  await inTransaction(deps.db, { tenantId: platformTenantId }, async (tx) => {
    const user = await selectUserByEmailForAccount(tx, email);
    if (!user || user.emailVerifiedAt) return;
    const last = (await selectLastTokenAt(tx, user.id, 'verify_email'))?.last;
    if (last && now.getTime() - new Date(last).getTime() < resendSpacingMs) return;
    const token = await issueUserToken(tx, user.id, 'verify_email', now);
    await queueMail(tx, platformTenantId, verifyEmailMail(user, appLinks(deps.config).verifyEmail(token)));
  });
  return { ok: true };
}
