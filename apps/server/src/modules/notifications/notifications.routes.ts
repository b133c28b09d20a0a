import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@wb/contract/common';
import { sendNotificationsPermission } from '@wb/contract/notification-constants';
import {
  countSchema,
  createNotificationInputSchema,
  currentAnnouncementSchema,
  deleteOldQuerySchema,
  listNotificationsQuerySchema,
  notificationPageSchema,
  notificationSchema,
  recipientListSchema,
} from '@wb/contract/notifications';
import { withCtx } from '@/platform/context';
import { getCurrentAnnouncement, withdrawAnnouncement } from './announcements.service';
import {
  deleteExpired,
  deleteOld,
  findNotifications,
  findRecipients,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  sendNotification,
} from './notifications.service';

const tags = ['notifications'];
const own = { permission: 'authenticated' as const };
const admin = { permission: sendNotificationsPermission };

/** Platform spec §7, notification calls. Each user reads and marks only their own. */
export function registerNotificationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/notifications',
    { config: own, schema: { tags, querystring: listNotificationsQuerySchema, response: { 200: notificationPageSchema } } },
    (req) => withCtx(req, (ctx) => findNotifications(ctx, req.query)),
  );

  r.get(
    '/api/v1/notifications/unread',
    { config: own, schema: { tags, querystring: listNotificationsQuerySchema, response: { 200: notificationPageSchema } } },
    (req) => withCtx(req, (ctx) => findNotifications(ctx, req.query, true)),
  );

  r.get('/api/v1/notifications/unread/count', { config: own, schema: { tags, response: { 200: countSchema } } }, (req) =>
    withCtx(req, getUnreadCount),
  );

  r.patch('/api/v1/notifications/read-all', { config: own, schema: { tags, response: { 200: countSchema } } }, (req) =>
    withCtx(req, markAllNotificationsRead),
  );

  r.patch(
    '/api/v1/notifications/:id/read',
    { config: own, schema: { tags, params: idParamsSchema, response: { 200: notificationSchema } } },
    (req) => withCtx(req, (ctx) => markNotificationRead(ctx, req.params.id)),
  );

  r.post(
    '/api/v1/notifications',
    { config: admin, schema: { tags, body: createNotificationInputSchema, response: { 201: countSchema } } },
    async (req, reply) => reply.status(201).send(await withCtx(req, (ctx) => sendNotification(ctx, req.body))),
  );

  r.get('/api/v1/notifications/recipients', { config: admin, schema: { tags, response: { 200: recipientListSchema } } }, (req) =>
    withCtx(req, findRecipients),
  );

  r.delete('/api/v1/notifications/expired', { config: admin, schema: { tags, response: { 200: countSchema } } }, (req) =>
    withCtx(req, deleteExpired),
  );

  // Announcements (the message of the day): published with POST /notifications { allUsers, announcement: true }.
  r.get('/api/v1/announcements/current', { config: own, schema: { tags, response: { 200: currentAnnouncementSchema } } }, (req) =>
    withCtx(req, getCurrentAnnouncement),
  );

  r.delete('/api/v1/announcements/:id', { config: admin, schema: { tags, params: idParamsSchema } }, async (req, reply) => {
    await withCtx(req, (ctx) => withdrawAnnouncement(ctx, req.params.id));
    return reply.status(204).send();
  });

  r.delete(
    '/api/v1/notifications/old',
    { config: admin, schema: { tags, querystring: deleteOldQuerySchema, response: { 200: countSchema } } },
    (req) => withCtx(req, (ctx) => deleteOld(ctx, req.query.days)),
  );
}
