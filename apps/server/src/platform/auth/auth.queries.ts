import type { Tx } from '@/db/transaction';

export function selectUserByEmail(tx: Tx, email: string) {
  return tx
    .selectFrom('appUser')
    .select([
      'id',
      'email',
      'passwordHash',
      'firstName',
      'lastName',
      'isSuperAdmin',
      'emailVerifiedAt',
      'mfaEnabledAt',
      'securityAlerts',
      'locale',
    ])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function selectUserById(tx: Tx, userId: string) {
  return tx
    .selectFrom('appUser')
    .select(['id', 'email', 'firstName', 'lastName', 'isSuperAdmin', 'securityAlerts', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Memberships a user may read about themselves (the transaction carries app.user_id).
 * @crossTenant a user's own memberships at sign-in, by user id, before any tenant is chosen (row-level security by app.user_id).
 */
export function selectOwnMemberships(tx: Tx, userId: string) {
  return tx
    .selectFrom('tenantUser as m')
    .innerJoin('tenant as t', 't.id', 'm.tenantId')
    .select(['m.tenantId', 'm.role', 'm.isActive', 't.name as tenantName', 't.subscriptionStatus'])
    .where('m.userId', '=', userId)
    .orderBy('m.createdAt')
    .execute();
}

export function updateLastLogin(tx: Tx, tenantId: string, userId: string, at: Date) {
  return tx.updateTable('tenantUser').set({ lastLoginAt: at }).where('tenantId', '=', tenantId).where('userId', '=', userId).execute();
}

export function insertSession(tx: Tx, session: { id: string; userId: string; userAgent: string; ip: string; expiresAt: Date }) {
  return tx.insertInto('authSession').values(session).execute();
}

export function insertRefreshToken(tx: Tx, sessionId: string, tokenHash: string) {
  return tx.insertInto('authRefreshToken').values({ sessionId, tokenHash }).execute();
}

export function selectRefreshToken(tx: Tx, tokenHash: string) {
  return tx
    .selectFrom('authRefreshToken as r')
    .innerJoin('authSession as s', 's.id', 'r.sessionId')
    .innerJoin('appUser as u', 'u.id', 's.userId')
    .select(['r.sessionId', 'r.usedAt', 's.userId', 's.revokedAt', 's.expiresAt', 's.lastActiveAt', 'u.sessionTimeoutMinutes'])
    .where('r.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a refresh token used; answers false when another request used it first. */
export async function markRefreshTokenUsed(tx: Tx, tokenHash: string, at: Date): Promise<boolean> {
  const result = await tx
    .updateTable('authRefreshToken')
    .set({ usedAt: at })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function extendSession(tx: Tx, sessionId: string, at: Date, expiresAt: Date) {
  return tx.updateTable('authSession').set({ lastActiveAt: at, expiresAt }).where('id', '=', sessionId).execute();
}

export function revokeSession(tx: Tx, sessionId: string, reason: string, at: Date) {
  return tx
    .updateTable('authSession')
    .set({ revokedAt: at, revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}
