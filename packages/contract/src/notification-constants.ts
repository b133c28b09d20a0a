// Plain constants of the notifications module, kept apart from the schemas so the web app's
// always-loaded shell can use them without pulling in zod.
import type { Permission } from './roles';

export const notificationTypes = ['INFO', 'WARNING', 'SUCCESS', 'ERROR', 'ACTION_REQUIRED'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Spec §9: the panel shows at most 5, the list pages by 20, delete-old keeps 30 days. */
export const notificationPanelSize = 5;
export const notificationPageSize = 20;
export const defaultRetentionDays = 30;

/** Who may send notifications to others and clear a tenant's old ones. */
export const sendNotificationsPermission: Permission = 'users:write';

/** Event names on the server-sent event stream (GET /events/stream). */
export const streamEvents = {
  ready: 'ready',
  notification: 'notification',
  notificationsRead: 'notifications.read',
} as const;
