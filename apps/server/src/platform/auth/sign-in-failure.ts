import type { Tx } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { emailKey, fullLockMinutes, ipKey, recordFailure, throttlePolicy } from './login-throttle';

/**
 * Counts a failed sign-in (or re-check of a password or code) against the e-mail and the IP
 * address. A failure that locks either is a `auth.lockout` audit event of its own, in the
 * transaction's tenant (the caller writes the failure's own event), naming the account by
 * `subject` (the user id, or the marker of an unknown address: audit-subject.ts), never by e-mail.
 */
export async function recordSignInFailure(
  tx: Tx,
  who: { auditTenant: string; userId: string | null; email: string; subject: string; ip: string },
  now: Date,
): Promise<void> {
  const locked: string[] = [];
  if (await recordFailure(tx, emailKey(who.email), throttlePolicy.accountFailures, now)) locked.push('account');
  if (await recordFailure(tx, ipKey(who.ip), throttlePolicy.ipFailures, now, fullLockMinutes)) locked.push('ip');
  if (!locked.length) return;
  await appendAudit(tx, {
    tenantId: who.auditTenant,
    actorUserId: who.userId,
    action: 'auth.lockout',
    target: who.subject,
    ip: who.ip,
    details: { locked },
  });
}
