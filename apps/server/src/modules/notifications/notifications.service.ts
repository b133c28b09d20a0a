import type { Count, CreateNotification, NotificationPage, Recipient } from '@wb/contract/notifications';
import type { Notification } from '@wb/contract/notifications';
import { streamEvents } from '@wb/contract/notification-constants';
import type { Ctx } from '@/platform/context';
import { appendAudit } from '@/platform/audit/audit';
import { AppError, notFound, unauthenticated } from '@/platform/errors';
import { publishAfterCommit } from '@/platform/events/publish-after-commit';
import {
  deleteExpiredNotifications,
  deleteNotificationsCreatedBefore,
  selectMember,
  selectNotificationCount,
  selectNotificationPage,
  selectRecipients,
  updateAllNotificationsRead,
  updateNotificationRead,
} from './notifications.queries';
import { insertAnnouncement } from './announcements.service';
import { selectNotificationsEnabled } from '@/platform/notifications/notification-delivery.queries';
import { raiseNotification, raiseNotificationForTenant, toNotification } from '@/platform/notifications/raise-notification';

type PageQuery = { page: number; pageSize: number };

/** The signed-in user and their tenant. A user without one (a super admin) has no notifications. */
function ownerOf(ctx: Ctx): { tenantId: string | null; userId: string } {
  if (!ctx.principal) throw unauthenticated();
  return { tenantId: ctx.tenantId, userId: ctx.principal.userId };
}

function tenantOf(ctx: Ctx): string {
  if (!ctx.tenantId) throw new AppError('FORBIDDEN', 'auth.forbidden');
  return ctx.tenantId;
}

/** The user's own notifications, newest first (all of them, or the unread only). */
export async function findNotifications(ctx: Ctx, query: PageQuery, unreadOnly = false): Promise<NotificationPage> {
  const { tenantId, userId } = ownerOf(ctx);
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (!tenantId) return empty;
  const now = new Date();
  const filter = { unreadOnly };
  const total = await selectNotificationCount(ctx.tx, tenantId, userId, filter, now);
  const rows = await selectNotificationPage(
    ctx.tx,
    tenantId,
    userId,
    { ...filter, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    now,
  );
  return { items: rows.map(toNotification), total, page: query.page, pageSize: query.pageSize };
}

export async function getUnreadCount(ctx: Ctx): Promise<Count> {
  const { tenantId, userId } = ownerOf(ctx);
  if (!tenantId) return { count: 0 };
  return { count: await selectNotificationCount(ctx.tx, tenantId, userId, { unreadOnly: true }, new Date()) };
}

/** Marks one of the user's own notifications read; another's (or another tenant's) is not found. */
export async function markNotificationRead(ctx: Ctx, id: string): Promise<Notification> {
  const { tenantId, userId } = ownerOf(ctx);
  if (!tenantId) throw notFound('notification');
  const row = await updateNotificationRead(ctx.tx, tenantId, userId, id, new Date());
  if (!row) throw notFound('notification');
  publishAfterCommit(ctx.tx, { tenantId, userId }, { event: streamEvents.notificationsRead, data: { ids: [id] } });
  return toNotification(row);
}

export async function markAllNotificationsRead(ctx: Ctx): Promise<Count> {
  const { tenantId, userId } = ownerOf(ctx);
  if (!tenantId) return { count: 0 };
  const count = await updateAllNotificationsRead(ctx.tx, tenantId, userId, new Date());
  if (count > 0) publishAfterCommit(ctx.tx, { tenantId, userId }, { event: streamEvents.notificationsRead, data: { all: true } });
  return { count };
}

/** An admin's message to one user of the tenant or to all of them; answers how many it reached. */
export async function sendNotification(ctx: Ctx, input: CreateNotification): Promise<Count> {
  const tenantId = tenantOf(ctx);
  const content = {
    tenantId,
    type: input.type,
    title: input.title,
    message: input.message,
    link: input.link ?? null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  };
  // Settings → Communication → notifications off: a message to users has nowhere to go (an
  // announcement is still stored and shown on the dashboard, without notifications).
  if (!input.announcement && !(await selectNotificationsEnabled(ctx.tx, tenantId)))
    throw new AppError('CONFLICT', 'settings.notificationsOff');
  const announcementId = input.announcement ? await insertAnnouncement(ctx, content) : null;
  let count: number;
  if (input.allUsers) {
    count = await raiseNotificationForTenant(
      ctx.tx,
      announcementId ? { ...content, link: content.link ?? '/dashboard', params: { announcementId } } : content,
    );
  } else {
    const userId = input.userId ?? '';
    const member = await selectMember(ctx.tx, tenantId, userId);
    if (!member) throw notFound('user');
    await raiseNotification(ctx.tx, { ...content, userId });
    count = 1;
  }
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action: 'notification.sent',
    target: input.allUsers ? 'all-users' : (input.userId ?? null),
    ip: ctx.ip,
    details: { type: input.type, title: input.title, count, ...(announcementId ? { announcementId } : {}) },
  });
  return { count };
}

export async function findRecipients(ctx: Ctx): Promise<{ items: Recipient[] }> {
  return { items: await selectRecipients(ctx.tx, tenantOf(ctx)) };
}

/** Removes the tenant's expired notifications (of every user). */
export async function deleteExpired(ctx: Ctx): Promise<Count> {
  const tenantId = tenantOf(ctx);
  const count = await deleteExpiredNotifications(ctx.tx, tenantId, new Date());
  await auditCleanup(ctx, tenantId, 'notification.expired_deleted', { count });
  return { count };
}

/** Removes the tenant's notifications older than `days` days (of every user, read or not). */
export async function deleteOld(ctx: Ctx, days: number): Promise<Count> {
  const tenantId = tenantOf(ctx);
  const count = await deleteNotificationsCreatedBefore(ctx.tx, tenantId, new Date(Date.now() - days * 86_400_000));
  await auditCleanup(ctx, tenantId, 'notification.old_deleted', { count, days });
  return { count };
}

function auditCleanup(ctx: Ctx, tenantId: string, action: string, details: Record<string, unknown>) {
  return appendAudit(ctx.tx, { tenantId, actorUserId: ctx.principal?.userId ?? null, action, ip: ctx.ip, details });
}
