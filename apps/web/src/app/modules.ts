import type { SessionUser } from '@wb/contract/auth';
import { type Access, allows } from '@/app/auth/permissions';

/**
 * Business areas whose pages exist, with the dashboard card for each. A module adds its card
 * here when it lands, so the dashboard never links to a page that is not there.
 */
export type DashboardCard = { key: string; path: string; access: Access };

export const dashboardCards: DashboardCard[] = [
  // The company's own users: its administrator's card (platform §6), not the super admin's.
  { key: 'tenantUsers', path: '/tenant-users', access: { capability: 'manageTenantUsers', permission: 'users:read' } },
  { key: 'accounts', path: '/accounts', access: { permission: 'clients:read' } },
  { key: 'orders', path: '/orders', access: { permission: 'orders:read' } },
  { key: 'invoices', path: '/invoices', access: { permission: 'invoices:read' } },
  { key: 'payments', path: '/payments', access: { permission: 'payments:read' } },
  // The company register: any signed-in user (platform §2 dashboard, §6).
  { key: 'kvk', path: '/kvk-search', access: {} },
];

/** The cards the user may follow (a person without a company has none: their data lives in a company). */
export function visibleCards(user: SessionUser): DashboardCard[] {
  return dashboardCards.filter((card) => allows(user, card.access));
}
