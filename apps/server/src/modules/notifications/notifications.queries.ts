import type { Insertable, Selectable } from 'kysely';
import type { Notification as NotificationTable } from '@/db/schema';
import type { Tx } from '@/db/transaction';

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

type Filter = { unreadOnly: boolean };

/** One user's notifications, newest first; expired ones are gone for the user even before the clean-up. */
export function selectNotificationPage(
  tx: Tx,
  tenantId: string,
  userId: string,
  filter: Filter & { limit: number; offset: number },
  now: Date,
) {
  return ownNotifications(tx, tenantId, userId, filter, now)
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function selectNotificationCount(tx: Tx, tenantId: string, userId: string, filter: Filter, now: Date): Promise<number> {
  const row = await ownNotifications(tx, tenantId, userId, filter, now)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function ownNotifications(tx: Tx, tenantId: string, userId: string, filter: Filter, now: Date) {
  let query = tx
    .selectFrom('notification')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]));
  if (filter.unreadOnly) query = query.where('isRead', '=', false);
  return query;
}

/** Marks one of the user's notifications read (once: a second time keeps the first moment). */
export async function updateNotificationRead(tx: Tx, tenantId: string, userId: string, id: string, at: Date) {
  await tx
    .updateTable('notification')
    .set({ isRead: true, readAt: at })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('isRead', '=', false)
    .execute();
  return tx
    .selectFrom('notification')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateAllNotificationsRead(tx: Tx, tenantId: string, userId: string, at: Date): Promise<number> {
  const result = await tx
    .updateTable('notification')
    .set({ isRead: true, readAt: at })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('isRead', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteExpiredNotifications(tx: Tx, tenantId: string, now: Date): Promise<number> {
  const result = await tx.deleteFrom('notification').where('tenantId', '=', tenantId).where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteNotificationsCreatedBefore(tx: Tx, tenantId: string, before: Date): Promise<number> {
  const result = await tx.deleteFrom('notification').where('tenantId', '=', tenantId).where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The tenant's active users: whom "all users" reaches. */
export async function selectActiveMemberIds(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx.selectFrom('tenantUser').select('userId').where('tenantId', '=', tenantId).where('isActive', '=', true).execute();
  return rows.map((row) => row.userId);
}

export function selectMember(tx: Tx, tenantId: string, userId: string) {
  return tx
    .selectFrom('tenantUser')
    .select(['userId', 'isActive'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function selectRecipients(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenantUser as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.email', 'u.firstName', 'u.lastName'])
    .where('m.tenantId', '=', tenantId)
    .where('m.isActive', '=', true)
    .orderBy('u.email')
    .execute();
}

export async function selectTenantIds(tx: Tx): Promise<string[]> {
  const rows = await tx.selectFrom('tenant').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
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
