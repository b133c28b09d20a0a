import { type Insertable, type Selectable, sql } from 'kysely';
import type { Notification as NotificationTable } from '@/db/schema';
import type { Tx } from '@/db/transaction';

/** What raising a notification reads and writes: the tenant's active members, and the rows. */
export type NotificationRow = Selectable<NotificationTable>;

/** Notifications for users of one tenant (`rows` without their tenant: it is `tenantId` for all). */
export function insertNotifications(tx: Tx, tenantId: string, rows: Omit<Insertable<NotificationTable>, 'tenantId'>[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return tx
    .insertInto('notification')
    .values(rows.map((row) => ({ ...row, tenantId })))
    .returningAll()
    .execute();
}

/**
 * Settings → Communication → enableNotifications (default on): off, no in-app notification is
 * created for the tenant's users (issue 25 item 16). Read here, not through the settings module,
 * so the platform's raise functions stay below the modules.
 */
export async function selectNotificationsEnabled(tx: Tx, tenantId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('workspaceSetting')
    .select(sql<unknown>`value -> 'enableNotifications'`.as('enabled'))
    .where('tenantId', '=', tenantId)
    .where('section', '=', 'communication')
    .executeTakeFirst();
  return row?.enabled !== false;
}

/** The tenant's active users: whom "all users" reaches. */
export async function selectActiveMemberIds(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx.selectFrom('tenantUser').select('userId').where('tenantId', '=', tenantId).where('isActive', '=', true).execute();
  return rows.map((row) => row.userId);
}

/** Which of `userIds` are active members of the tenant (a person removed since gets nothing). */
export async function selectActiveMembersAmong(tx: Tx, tenantId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .selectFrom('tenantUser')
    .select('userId')
    .where('tenantId', '=', tenantId)
    .where('isActive', '=', true)
    .where('userId', 'in', userIds)
    .execute();
  return rows.map((row) => row.userId);
}

/** The tenant's active members with their role and the tenant's stored matrix for that role. */
export function selectActiveMemberRoles(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenantUser as tu')
    .leftJoin('tenantRolePermission as rp', (join) => join.onRef('rp.tenantId', '=', 'tu.tenantId').onRef('rp.role', '=', 'tu.role'))
    .select(['tu.userId', 'tu.role', 'rp.permissions'])
    .where('tu.tenantId', '=', tenantId)
    .where('tu.isActive', '=', true)
    .execute();
}
