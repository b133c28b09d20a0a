import type { Tx } from '@/db/transaction';
import { newId } from '@/platform/ids';
import { raiseNotificationForTenant } from '@/platform/notifications/raise-notification';

/**
 * The demo's announcement (message of the day) on every dashboard of the company, from its
 * first admin; in Dutch, as an admin would type it. It stays until withdrawn.
 */
export async function seedDemoAnnouncement(tx: Tx, tenantId: string, adminId: string | null): Promise<void> {
  const content = {
    tenantId,
    type: 'INFO' as const,
    title: 'Welkom in de nieuwe backoffice',
    message:
      'Orders, facturen en voorraad staan nu op één plek. Meldingen over toegewezen orders en lage voorraad verschijnen bij de bel rechtsboven.',
    link: null,
    expiresAt: null,
  };
  const id = newId();
  await tx
    .insertInto('announcement')
    .values({ ...content, id, createdBy: adminId })
    .execute();
  await raiseNotificationForTenant(tx, { ...content, link: '/dashboard', params: { announcementId: id } });
}
