import type { Tx } from '@/db/transaction';

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
