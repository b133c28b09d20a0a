import { type Db, inTransaction } from '@/db/transaction';
import type { JobHandler } from '@/platform/jobs/job-runner';
import type { RecurringJob } from '@/platform/jobs/recurring-jobs';
import { nextUtcHour } from '@/platform/jobs/recurring-jobs';
import { getNotificationRetention } from './notification-settings';
import { deleteExpiredNotifications, deleteNotificationsCreatedBefore, selectTenantIds } from './notifications.queries';

export const notificationCleanupJobKind = 'notifications.cleanup';

/** Daily, at 03:00 UTC. */
export const notificationCleanupJob: RecurringJob = { kind: notificationCleanupJobKind, everySeconds: 86_400, firstRunAt: nextUtcHour(3) };

type Log = { info: (obj: object, msg: string) => void };

/**
 * Removes expired notifications, and those older than each tenant's retention, one tenant
 * per transaction (each scoped to its tenant, so row-level security holds here too).
 */
export function notificationCleanupHandler(db: Db, log: Log): JobHandler {
  return async () => {
    const now = new Date();
    const tenantIds = await inTransaction(db, { tenantId: null }, selectTenantIds);
    let expired = 0;
    let old = 0;
    for (const tenantId of tenantIds) {
      await inTransaction(db, { tenantId }, async (tx) => {
        expired += await deleteExpiredNotifications(tx, tenantId, now);
        const retention = await getNotificationRetention(tx, tenantId);
        if (retention.autoDeleteOld) {
          old += await deleteNotificationsCreatedBefore(tx, tenantId, new Date(now.getTime() - retention.retentionDays * 86_400_000));
        }
      });
    }
    log.info({ tenants: tenantIds.length, expired, old }, 'old notifications removed');
  };
}
