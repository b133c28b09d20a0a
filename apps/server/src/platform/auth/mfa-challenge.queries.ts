import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

export function insertMfaChallenge(
  tx: Tx,
  challenge: { id: string; tokenHash: string; userId: string; ip: string; userAgent: string; expiresAt: Date },
) {
  return tx.insertInto('mfaChallenge').values(challenge).execute();
}

export function selectMfaChallenge(tx: Tx, tokenHash: string) {
  return tx
    .selectFrom('mfaChallenge as c')
    .innerJoin('appUser as u', 'u.id', 'c.userId')
    .select([
      'c.id',
      'c.userId',
      'c.attempts',
      'c.expiresAt',
      'c.consumedAt',
      'u.email',
      'u.firstName',
      'u.lastName',
      'u.isSuperAdmin',
      'u.securityAlerts',
      'u.locale',
      'u.mfaSecret',
      'u.mfaLastTimeStep',
    ])
    .where('c.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Counts one wrong code; answers the new count, or null when the challenge had already ended. */
export async function updateMfaChallengeFailure(tx: Tx, id: string, maxAttempts: number): Promise<number | null> {
  const row = await tx
    .updateTable('mfaChallenge')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** Ends a challenge once (success, or too many wrong codes); false when it had ended already. */
export async function updateMfaChallengeConsumed(tx: Tx, id: string, at: Date): Promise<boolean> {
  const result = await tx
    .updateTable('mfaChallenge')
    .set({ consumedAt: at })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Records the time step of an accepted code, only if it is later than the last one: of two
 * submissions of the same code, even at the same moment, one wins and the other is a replay.
 */
export async function updateMfaTimeStep(tx: Tx, userId: string, timeStep: number): Promise<boolean> {
  const result = await tx
    .updateTable('appUser')
    .set({ mfaLastTimeStep: timeStep })
    .where('id', '=', userId)
    .where(sql<boolean>`coalesce(mfa_last_time_step, -1) < ${timeStep}`)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Uses a recovery code once; false when it is unknown or was used. */
export async function updateRecoveryCodeUsed(tx: Tx, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const result = await tx
    .updateTable('mfaRecoveryCode')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
