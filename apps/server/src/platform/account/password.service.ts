import type { changePasswordInputSchema } from '@wb/contract/account-security';
import type { z } from 'zod';
import { inTransaction } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { hashNewPassword } from '@/platform/auth/password-strength';
import { verifyPassword } from '@/platform/auth/passwords';
import type { AuthDeps, ClientMeta } from '@/platform/auth/sign-in';
import type { Principal } from '@/platform/context';
import { queueMail } from '@/platform/mail/mail-outbox';
import { accountTenantOf, appLinks } from './account-context';
import { securityChangeMail } from './account-mail';
import { loadForCredentialCheck, recordCredentialFailure, refuseField } from './credential-check';
import { updateOtherSessionsRevoked } from './sessions.queries';

type ChangePasswordData = z.output<typeof changePasswordInputSchema>;

/**
 * Changes the password after checking the current one (a wrong one counts like a failed
 * sign-in). Every other session of the person ends; the person is told by mail.
 */
export async function changePassword(
  deps: AuthDeps,
  principal: Principal,
  input: ChangePasswordData,
  meta: ClientMeta,
): Promise<{ ok: true; endedSessions: number }> {
  const now = new Date();
  const user = await loadForCredentialCheck(deps.db, principal, meta, now);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordCredentialFailure(deps.db, principal, user, { action: 'auth.password_change_failed', reason: 'wrong_password' }, meta, now);
    throw refuseField('currentPassword', 'account.currentPasswordWrong');
  }
  if (input.newPassword === input.currentPassword) throw refuseField('newPassword', 'account.samePassword');
  const passwordHash = await hashNewPassword(input.newPassword, { path: 'newPassword', userInputs: [user.email] });

  const tenantId = accountTenantOf(principal);
  return inTransaction(deps.db, { tenantId }, async (tx) => {
    await tx.updateTable('appUser').set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where('id', '=', user.id).execute();
    const endedSessions = await updateOtherSessionsRevoked(tx, user.id, principal.sessionId, 'password_changed', now);
    await appendAudit(tx, {
      tenantId,
      actorUserId: user.id,
      action: 'auth.password_changed',
      target: user.id,
      ip: meta.ip,
      details: { endedSessions },
    });
    await queueMail(tx, tenantId, securityChangeMail(user, 'password_changed', appLinks(deps.config).security));
    return { ok: true as const, endedSessions };
  });
}
