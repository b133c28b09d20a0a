import type { Tx } from '@/db/transaction';
import { readSection } from '@/modules/settings/settings-read';
import { selectSettingRows } from '@/modules/settings/settings.queries';

export type NotificationRetention = { autoDeleteOld: boolean; retentionDays: number };

/**
 * How long a tenant keeps notifications: the communication settings' autoDeleteOldMessages
 * and messageRetentionDays (defaults: delete old ones, after 30 days).
 */
export async function getNotificationRetention(tx: Tx, tenantId: string): Promise<NotificationRetention> {
  const rows = await selectSettingRows(tx, tenantId);
  const communication = readSection('communication', rows.find((r) => r.section === 'communication')?.value) as {
    autoDeleteOldMessages: boolean;
    messageRetentionDays: number;
  };
  return { autoDeleteOld: communication.autoDeleteOldMessages, retentionDays: communication.messageRetentionDays };
}
