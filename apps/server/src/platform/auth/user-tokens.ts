import type { Tx } from '@/db/transaction';
import { AppError } from '@/platform/errors';
import { hashToken, newRefreshToken } from './tokens';

export type UserTokenPurpose = 'verify_email' | 'invite' | 'password_reset';

/** How long each kind of link works. */
export const userTokenTtlHours: Record<UserTokenPurpose, number> = { verify_email: 24, invite: 7 * 24, password_reset: 1 };

/**
 * Issues a single-use token for a link in an e-mail; earlier unused tokens of the same purpose
 * for that user stop working. Answers the raw token (only its hash is stored).
 */
export async function issueUserToken(tx: Tx, userId: string, purpose: UserTokenPurpose, now = new Date()): Promise<string> {
  await tx.deleteFrom('userToken').where('userId', '=', userId).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
  const token = newRefreshToken();
  await tx
    .insertInto('userToken')
    .values({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(now.getTime() + userTokenTtlHours[purpose] * 3_600_000) })
    .execute();
  return token;
}

/**
 * Uses a token once: answers its user, or refuses an unknown, used or expired token with
 * INVALID_TOKEN (details say which, for the page to explain). Concurrent uses: one wins.
 */
export async function consumeUserToken(tx: Tx, token: string, purpose: UserTokenPurpose, now = new Date()): Promise<string> {
  const row = await tx
    .updateTable('userToken')
    .set({ usedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  if (row) return row.userId;
  const known = await tx
    .selectFrom('userToken')
    .select(['usedAt', 'expiresAt'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  const reason = !known ? 'invalid' : known.usedAt ? 'used' : 'expired';
  throw new AppError('INVALID_TOKEN', reason === 'expired' ? 'auth.linkExpired' : 'auth.invalidVerificationToken', undefined, {
    details: [{ path: 'token', key: 'auth.tokenReason', params: { reason } }],
  });
}
