import type { Tx } from '@/db/transaction';

/** The session row with the user's membership and tenant state, for the per-request check. */
export function selectSessionState(tx: Tx, sessionId: string, tenantId: string | null) {
  return tx
    .selectFrom('authSession as s')
    .innerJoin('appUser as u', 'u.id', 's.userId')
    .leftJoin('tenantUser as m', (join) =>
      join.onRef('m.userId', '=', 's.userId').on('m.tenantId', '=', tenantId ?? '00000000-0000-0000-0000-000000000000'),
    )
    .leftJoin('tenant as t', 't.id', 'm.tenantId')
    .select([
      's.userId',
      's.revokedAt',
      's.expiresAt',
      's.lastActiveAt',
      'u.isSuperAdmin',
      'u.sessionTimeoutMinutes',
      'm.role',
      'm.isActive',
      't.subscriptionStatus',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

export function updateSessionActivity(tx: Tx, sessionId: string, now: Date) {
  return tx.updateTable('authSession').set({ lastActiveAt: now }).where('id', '=', sessionId).execute();
}
