import { type Tx, uuidLiteral } from '@/db/transaction';

/** The session row with the user's membership, tenant state and role matrix, for the per-request check. */
export function selectSessionState(tx: Tx, sessionId: string, tenantId: string | null) {
  return (
    tx
      .selectFrom('authSession as s')
      .innerJoin('appUser as u', 'u.id', 's.userId')
      .leftJoin('tenantUser as m', (join) =>
        join.onRef('m.userId', '=', 's.userId').on('m.tenantId', '=', tenantId ?? '00000000-0000-0000-0000-000000000000'),
      )
      .leftJoin('tenant as t', 't.id', 'm.tenantId')
      // The tenant's matrix for the member's role, in the same round trip (none: the default).
      .leftJoin('tenantRolePermission as rp', (join) => join.onRef('rp.tenantId', '=', 'm.tenantId').onRef('rp.role', '=', 'm.role'))
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
        't.configVersion',
        'rp.permissions as rolePermissions',
      ])
      .where('s.id', '=', sessionId)
      .executeTakeFirst()
  );
}

/** The row of selectSessionState. */
export type SessionStateRow = NonNullable<Awaited<ReturnType<typeof selectSessionState>>>;

/**
 * The same read as selectSessionState, by the database function of migration 0330, for
 * readInScope: the per-request check costs one round trip to the database instead of four, and
 * its plan is kept by the session. Its two ids are written in (checked uuids).
 */
export function sessionStateSql(sessionId: string, tenantId: string | null): string {
  return `select * from session_state(${uuidLiteral(sessionId)}, ${uuidLiteral(tenantId ?? '00000000-0000-0000-0000-000000000000')})`;
}

export function updateSessionActivity(tx: Tx, sessionId: string, now: Date) {
  return tx.updateTable('authSession').set({ lastActiveAt: now }).where('id', '=', sessionId).execute();
}
