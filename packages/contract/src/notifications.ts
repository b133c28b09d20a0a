import { k } from './message-keys';
import { z } from 'zod';
import { idSchema, pageOf, requiredText } from './common';
import { defaultRetentionDays, notificationPageSize, notificationTypes, type NotificationType } from './notification-constants';

const lowerTypes = notificationTypes.map((type) => type.toLowerCase()) as Lowercase<NotificationType>[];

/** A type as sent: the upper-case form or its lower-case twin (`info`); always answered upper-case. */
export const notificationTypeInputSchema = z
  .enum([...notificationTypes, ...lowerTypes], { error: k('notifications.type') })
  .transform((type) => type.toUpperCase() as NotificationType);

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** What raised it (e.g. `auth.new_device`), so the web app can say it in the user's language; null for free text. */
  code: z.string().nullable(),
  params: z.record(z.string(), z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const listNotificationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: k('notifications.page') })
    .int()
    .min(1)
    .default(1),
  pageSize: z.coerce
    .number({ error: k('notifications.pageSize') })
    .int()
    .min(1)
    .max(100)
    .default(notificationPageSize),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const countSchema = z.object({ count: z.number().int() });
export type Count = z.infer<typeof countSchema>;

/** An in-app path ("/orders/123"), never another site: links are followed inside the app. */
export const notificationLinkSchema = z
  .string()
  .trim()
  .max(500, { error: k('validation.maxCharacters', { max: 500 }) })
  .regex(/^\/(?![/\\])\S*$/, { error: k('notifications.linkInApp') });

export const createNotificationInputSchema = z
  .strictObject({
    /** One recipient; or `allUsers: true` for every active user of the tenant. */
    userId: idSchema.optional(),
    allUsers: z.boolean().optional(),
    type: notificationTypeInputSchema.default('INFO'),
    title: requiredText(200),
    message: requiredText(2000),
    link: notificationLinkSchema.nullish(),
    expiresAt: z.iso.datetime({ offset: true, error: k('validation.invalidDateTime') }).nullish(),
    /** Also the message of the day: shown on every user's dashboard until it expires (all users only). */
    announcement: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.announcement && !input.allUsers) {
      ctx.addIssue({ code: 'custom', path: ['allUsers'], message: k('notifications.allUsersOnly') });
    }
    if (!input.allUsers && !input.userId) ctx.addIssue({ code: 'custom', path: ['userId'], message: k('validation.required') });
    if (input.allUsers && input.userId) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: k('notifications.oneOrAll') });
    }
    if (input.expiresAt && Date.parse(input.expiresAt) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: k('notifications.future') });
    }
  });
export type CreateNotificationInput = z.input<typeof createNotificationInputSchema>;
export type CreateNotification = z.output<typeof createNotificationInputSchema>;

/** The message of the day an admin published (POST /notifications with `announcement: true`). */
export const announcementSchema = z.object({
  id: z.uuid(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  createdByName: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** What the dashboard shows: the newest announcement still showing, and the settings' standing message. */
export const currentAnnouncementSchema = z.object({
  announcement: announcementSchema.nullable(),
  messageOfTheDay: z.string(),
});
export type CurrentAnnouncement = z.infer<typeof currentAnnouncementSchema>;

export const deleteOldQuerySchema = z.object({
  days: z.coerce
    .number({ error: k('notifications.days') })
    .int()
    .min(1)
    .max(3650)
    .default(defaultRetentionDays),
});

/** Someone a notification can be sent to: an active user of the tenant. */
export const recipientSchema = z.object({ id: z.uuid(), email: z.string(), firstName: z.string(), lastName: z.string() });
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.object({ items: z.array(recipientSchema) });

/** A single-use ticket that opens one event stream (EventSource cannot send a bearer token). */
export const streamTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type StreamTicket = z.infer<typeof streamTicketSchema>;
export const streamQuerySchema = z.object({ ticket: z.string().min(20).max(100) });
