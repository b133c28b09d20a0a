import type { SettingsSection } from '@wb/contract/settings';
import type { Tx } from '@/db/transaction';
import { readSection } from '@/modules/settings/settings-read';
import { selectSettingRows } from '@/modules/settings/settings.queries';

export type NotificationRetention = { autoDeleteOld: boolean; retentionDays: number };

/** The tenant's communication settings, defaults filled in (read with a transaction only: the clean-up job has no Ctx). */
export async function getCommunicationSettings(tx: Tx, tenantId: string): Promise<SettingsSection<'communication'>> {
  const rows = await selectSettingRows(tx, tenantId);
  return readSection('communication', rows.find((r) => r.section === 'communication')?.value) as SettingsSection<'communication'>;
}

/**
 * How long a tenant keeps notifications: the communication settings' autoDeleteOldMessages
 * and messageRetentionDays (defaults: delete old ones, after 30 days).
 */
export async function getNotificationRetention(tx: Tx, tenantId: string): Promise<NotificationRetention> {
  const communication = await getCommunicationSettings(tx, tenantId);
  return { autoDeleteOld: communication.autoDeleteOldMessages, retentionDays: communication.messageRetentionDays };
}
