import type { Announcement, CurrentAnnouncement } from '@wb/contract/notifications';
import type { NotificationType } from '@wb/contract/notification-constants';
import { sql } from 'kysely';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { notFound, fieldError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { personName } from '@/platform/person-name';
import { getCommunicationSettings } from './notification-settings';

type Content = { tenantId: string; type: NotificationType; title: string; message: string; link: string | null; expiresAt: Date | null };

/**
 * Stores an announcement (the message of the day) for the dashboard; the caller raises the
 * notifications in the same transaction. Refused while the communication settings turn
 * announcements off.
 */
export async function insertAnnouncement(ctx: Ctx, content: Content): Promise<string> {
  const settings = await getCommunicationSettings(ctx.tx, content.tenantId);
  if (!settings.enableAnnouncements) {
    throw fieldError('CONFLICT', 'announcement', 'notifications.disabled');
  }
  const id = newId();
  await ctx.tx
    .insertInto('announcement')
    .values({ ...content, id, createdBy: ctx.principal?.userId ?? null })
    .execute();
  return id;
}

/** The newest announcement not withdrawn and not expired (when announcements are on), and the settings' standing message. */
export async function getCurrentAnnouncement(ctx: Ctx): Promise<CurrentAnnouncement> {
  const tenantId = ctx.tenantId;
  if (!tenantId) return { announcement: null, messageOfTheDay: '' };
  const settings = await getCommunicationSettings(ctx.tx, tenantId);
  const messageOfTheDay = settings.messageOfTheDay.trim();
  if (!settings.enableAnnouncements) return { announcement: null, messageOfTheDay };
  const row = await ctx.tx
    .selectFrom('announcement as a')
    .leftJoin('appUser as u', 'u.id', 'a.createdBy')
    .select(['a.id', 'a.type', 'a.title', 'a.message', 'a.link', 'a.createdAt', 'a.expiresAt', 'u.firstName', 'u.lastName', 'u.email'])
    .where('a.tenantId', '=', tenantId)
    .where('a.withdrawnAt', 'is', null)
    .where((eb) => eb.or([eb('a.expiresAt', 'is', null), eb('a.expiresAt', '>', new Date())]))
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { announcement: null, messageOfTheDay };
  const announcement: Announcement = {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdByName: personName(row.firstName, row.lastName, row.email),
  };
  return { announcement, messageOfTheDay };
}

/**
 * Takes an announcement off the dashboards before it expires; its notifications expire with it
 * (gone from lists and counts). A second withdrawal changes nothing.
 */
export async function withdrawAnnouncement(ctx: Ctx, id: string): Promise<void> {
  const tenantId = ctx.tenantId;
  if (!tenantId) throw notFound('announcement');
  const existing = await ctx.tx
    .selectFrom('announcement')
    .select(['id', 'title', 'withdrawnAt'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) throw notFound('announcement');
  if (existing.withdrawnAt) return;
  const now = new Date();
  await ctx.tx.updateTable('announcement').set({ withdrawnAt: now }).where('tenantId', '=', tenantId).where('id', '=', id).execute();
  await ctx.tx
    .updateTable('notification')
    .set({ expiresAt: now })
    .where('tenantId', '=', tenantId)
    .where(sql<boolean>`params ->> 'announcementId' = ${id}`)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .execute();
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action: 'announcement.withdrawn',
    target: `announcement:${id}`,
    ip: ctx.ip,
    details: { title: existing.title },
  });
}
