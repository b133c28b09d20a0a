import type { Notification } from '@wb/contract/notifications';
import { type NotificationType, streamEvents } from '@wb/contract/notification-constants';
import { cleanMatrix, matrixAllows, type Permission, permissionsOf } from '@wb/contract/roles';
import type { Tx } from '@/db/transaction';
import { publishAfterCommit } from '@/platform/events/publish-after-commit';
import { newId } from '@/platform/ids';
import {
  insertNotifications,
  type NotificationRow,
  selectActiveMemberIds,
  selectActiveMemberRoles,
  selectActiveMembersAmong,
  selectNotificationsEnabled,
} from './notification-delivery.queries';

export type RaiseNotificationInput = {
  tenantId: string;
  /** The user it is for: a member of the tenant. */
  userId: string;
  /** Upper- or lower-case (`SUCCESS`, `success`); stored upper-case. */
  type: NotificationType | Lowercase<NotificationType>;
  /** English text; also what the web app shows when it has no translation for `code`. */
  title: string;
  message: string;
  /** A path inside the app ("/orders/123") that clicking the notification opens. */
  link?: string | null;
  /** What raised it ("payments.received"), with the values its translated text needs. */
  code?: string | null;
  params?: Record<string, string>;
  expiresAt?: Date | null;
  /**
   * A security notice (a sign-in from a new device): raised even when the tenant turned
   * notifications off in Settings → Communication, as a person must hear about their own account.
   */
  security?: boolean;
};

/** Whether `input` may be raised: notifications on for the tenant, or a security notice. */
async function mayRaise(tx: Tx, input: Pick<RaiseNotificationInput, 'tenantId' | 'security'>): Promise<boolean> {
  return input.security === true || selectNotificationsEnabled(tx, input.tenantId);
}

/**
 * The one call every module uses to tell a user something: writes the notification in the
 * caller's transaction (so it exists only if the change behind it commits) and, once that
 * transaction has committed, delivers it live to the user's open browsers.
 */
export async function raiseNotification(tx: Tx, input: RaiseNotificationInput): Promise<Notification | null> {
  if (!(await mayRaise(tx, input))) return null;
  const [row] = await insertNotifications(tx, input.tenantId, [rowFor(input, input.userId)]);
  if (!row) throw new Error('notification was not stored');
  const notification = toNotification(row);
  publishAfterCommit(tx, { tenantId: row.tenantId, userId: row.userId }, { event: streamEvents.notification, data: notification });
  return notification;
}

/** The same to every active user of the tenant (an announcement); answers how many it reached. */
export async function raiseNotificationForTenant(tx: Tx, input: Omit<RaiseNotificationInput, 'userId'>): Promise<number> {
  if (!(await mayRaise(tx, input))) return 0;
  const userIds = await selectActiveMemberIds(tx, input.tenantId);
  // In batches, to stay far below the statement's parameter limit in a large tenant.
  for (let start = 0; start < userIds.length; start += insertBatchSize) {
    const batch = userIds.slice(start, start + insertBatchSize);
    const rows = await insertNotifications(
      tx,
      input.tenantId,
      batch.map((userId) => rowFor(input, userId)),
    );
    for (const row of rows) {
      publishAfterCommit(
        tx,
        { tenantId: row.tenantId, userId: row.userId },
        { event: streamEvents.notification, data: toNotification(row) },
      );
    }
  }
  return userIds.length;
}

/**
 * The same to several people (an order's assignee and creator, …): each active member among
 * `userIds` gets one, once; duplicates, nulls and people no longer in the tenant are skipped, so a
 * stale reference never fails the change that raises it. Answers who got one.
 */
export async function raiseNotificationForUsers(
  tx: Tx,
  input: Omit<RaiseNotificationInput, 'userId'> & { userIds: Array<string | null | undefined> },
): Promise<string[]> {
  const { userIds, ...rest } = input;
  const wanted = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  const members = await selectActiveMembersAmong(tx, input.tenantId, wanted);
  return raiseToEach(tx, rest, members);
}

/**
 * The same to every active member holding `permission` (TENANT_ADMIN holds all; other roles by
 * the tenant's role matrix), e.g. `clients:write` for stock warnings. Answers who got one.
 */
export async function raiseNotificationForPermission(
  tx: Tx,
  input: Omit<RaiseNotificationInput, 'userId'> & { permission: Permission; exceptUserId?: string | null },
): Promise<string[]> {
  const { permission, exceptUserId, ...rest } = input;
  const members = await selectActiveMemberRoles(tx, input.tenantId);
  const allowed = members
    .filter((m) => matrixAllows(permissionsOf(m.role, m.permissions ? cleanMatrix(m.permissions) : null), permission))
    .map((m) => m.userId)
    .filter((id) => id !== exceptUserId);
  return raiseToEach(tx, rest, allowed);
}

async function raiseToEach(tx: Tx, input: Omit<RaiseNotificationInput, 'userId'>, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0 || !(await mayRaise(tx, input))) return [];
  const rows = await insertNotifications(
    tx,
    input.tenantId,
    userIds.map((userId) => rowFor(input, userId)),
  );
  for (const row of rows) {
    publishAfterCommit(tx, { tenantId: row.tenantId, userId: row.userId }, { event: streamEvents.notification, data: toNotification(row) });
  }
  return rows.map((row) => row.userId);
}

const insertBatchSize = 500;

function rowFor(input: Omit<RaiseNotificationInput, 'userId'>, userId: string) {
  return {
    tenantId: input.tenantId,
    id: newId(),
    userId,
    type: input.type.toUpperCase() as NotificationType,
    title: input.title.slice(0, 200),
    message: input.message.slice(0, 2000),
    link: input.link ?? null,
    code: input.code ?? null,
    params: JSON.stringify(input.params ?? {}),
    expiresAt: input.expiresAt ?? null,
  };
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    code: row.code,
    params: row.params,
  };
}
