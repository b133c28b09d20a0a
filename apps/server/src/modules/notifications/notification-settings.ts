import { defaultRetentionDays } from '@wb/contract/notification-constants';
import type { Tx } from '@/db/transaction';

export type NotificationRetention = { autoDeleteOld: boolean; retentionDays: number };

/**
 * How long a tenant keeps notifications. The communication settings (autoDeleteOldMessages,
 * messageRetentionDays) will answer this once the settings module exists; until then the
 * spec's defaults hold: delete old ones, after 30 days.
 */
export async function getNotificationRetention(_tx: Tx, _tenantId: string): Promise<NotificationRetention> {
  return { autoDeleteOld: true, retentionDays: defaultRetentionDays };
}
