import { type SqlPrepared, type Tx, uuidLiteral } from '@/db/transaction';

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
 * The same read as selectSessionState, prepared once per connection, for readInScope: the
 * per-request check costs one round trip to the database instead of four, and no planning.
 */
export const sessionStatePrepared: SqlPrepared = {
  name: 'wb_session_state',
  parameterTypes: ['uuid', 'uuid'],
  text: `select s.user_id as "userId", s.revoked_at as "revokedAt", s.expires_at as "expiresAt",
      s.last_active_at as "lastActiveAt", u.is_super_admin as "isSuperAdmin",
      u.session_timeout_minutes as "sessionTimeoutMinutes", m.role, m.is_active as "isActive",
      t.subscription_status as "subscriptionStatus", t.config_version as "configVersion", rp.permissions as "rolePermissions"
    from auth_session s
    join app_user u on u.id = s.user_id
    left join tenant_user m on m.user_id = s.user_id and m.tenant_id = $2
    left join tenant t on t.id = m.tenant_id
    left join tenant_role_permission rp on rp.tenant_id = m.tenant_id and rp.role = m.role
    where s.id = $1`,
};

/** The EXECUTE of sessionStatePrepared with its two ids written in (checked uuids). */
export function sessionStateSql(sessionId: string, tenantId: string | null): string {
  return `execute wb_session_state(${uuidLiteral(sessionId)}, ${uuidLiteral(tenantId ?? '00000000-0000-0000-0000-000000000000')})`;
}

export function updateSessionActivity(tx: Tx, sessionId: string, now: Date) {
  return tx.updateTable('authSession').set({ lastActiveAt: now }).where('id', '=', sessionId).execute();
}
