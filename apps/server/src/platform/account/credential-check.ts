import { type Db, inTransaction } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { emailKey, ipKey, selectActiveLock, tooManyAttempts } from '@/platform/auth/login-throttle';
import { recordSignInFailure } from '@/platform/auth/sign-in-failure';
import type { ClientMeta } from '@/platform/auth/sign-in';
import type { Principal } from '@/platform/context';
import type { MessageKey } from '@wb/contract/messages';
import { AppError, fieldError } from '@/platform/errors';
import { accountTenantOf } from './account-context';
import { type AccountUser, selectAccountUser } from './account.queries';

/**
 * Re-checking a signed-in person's password or code (to change the password, to switch
 * two-factor off) is throttled like sign-in: the same lock per e-mail and per IP.
 */
export async function loadForCredentialCheck(db: Db, principal: Principal, meta: ClientMeta, now: Date): Promise<AccountUser> {
  const found = await inTransaction(db, { tenantId: null }, async (tx) => {
    const user = await selectAccountUser(tx, principal.userId);
    const lockedUntil = user ? await selectActiveLock(tx, [emailKey(user.email), ipKey(meta.ip)], now) : null;
    return { user, lockedUntil };
  });
  if (!found.user) throw new AppError('SESSION_REVOKED', 'auth.sessionEnded');
  if (found.lockedUntil) throw tooManyAttempts(found.lockedUntil, now);
  return found.user;
}

/** Counts a wrong password or code and writes the audit event, in a transaction that commits. */
export async function recordCredentialFailure(
  db: Db,
  principal: Principal,
  user: AccountUser,
  failure: { action: string; reason: string },
  meta: ClientMeta,
  now: Date,
): Promise<void> {
  const tenantId = accountTenantOf(principal);
  await inTransaction(db, { tenantId }, async (tx) => {
    await recordSignInFailure(tx, { auditTenant: tenantId, userId: user.id, email: user.email, subject: user.id, ip: meta.ip }, now);
    await appendAudit(tx, {
      tenantId,
      actorUserId: user.id,
      action: failure.action,
      target: user.id,
      ip: meta.ip,
      details: { reason: failure.reason },
    });
  });
}

/** A refused field of the account calls (a wrong password or code), as a 400 on that field. */
export const refuseField = (path: string, key: MessageKey) => fieldError('VALIDATION_FAILED', path, key);
