import type { Tx } from '@/db/transaction';

/** An invitation token as stored (by hash), without using it. */
export function selectInvitationToken(tx: Tx, tokenHash: string) {
  return tx
    .selectFrom('userToken')
    .select(['userId', 'usedAt', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', 'invite')
    .executeTakeFirst();
}

/**
 * The invitee's memberships (the transaction carries app.user_id: their own rows only).
 * @crossTenant a user's own memberships, by user id, before any tenant is chosen (row-level security by app.user_id).
 */
export function selectInviteeMemberships(tx: Tx, userId: string) {
  return tx
    .selectFrom('tenantUser as m')
    .innerJoin('tenant as t', 't.id', 'm.tenantId')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['m.tenantId', 't.name as tenantName', 'u.email', 'u.firstName', 'u.lastName', 'u.passwordHash', 'u.emailVerifiedAt'])
    .where('m.userId', '=', userId)
    .orderBy('m.createdAt')
    .executeTakeFirst();
}

export function selectUserName(tx: Tx, userId: string) {
  return tx.selectFrom('appUser').select(['firstName', 'lastName', 'email']).where('id', '=', userId).executeTakeFirst();
}

export function updatePasswordFromInvitation(tx: Tx, userId: string, passwordHash: string, at: Date, verified: boolean) {
  return tx
    .updateTable('appUser')
    .set({ passwordHash, updatedAt: at, ...(verified ? {} : { emailVerifiedAt: at }) })
    .where('id', '=', userId)
    .execute();
}
