import type { Tx } from '@/db/transaction';

/** A person's sessions that have not ended (revoked or expired); idle ones are filtered by the caller. */
export function selectOpenSessions(tx: Tx, userId: string, now: Date) {
  return tx
    .selectFrom('authSession')
    .select(['id', 'userAgent', 'ip', 'createdAt', 'lastActiveAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('lastActiveAt', 'desc')
    .execute();
}

/** Ends one of the person's own sessions; false when it is not theirs or had ended. */
export async function updateOwnSessionRevoked(tx: Tx, userId: string, sessionId: string, reason: string, at: Date): Promise<boolean> {
  const result = await tx
    .updateTable('authSession')
    .set({ revokedAt: at, revokedReason: reason })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends every open session of the person but one; answers how many ended. */
export async function updateOtherSessionsRevoked(tx: Tx, userId: string, keepSessionId: string, reason: string, at: Date): Promise<number> {
  const result = await tx
    .updateTable('authSession')
    .set({ revokedAt: at, revokedReason: reason })
    .where('userId', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
