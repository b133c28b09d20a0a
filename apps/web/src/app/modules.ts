import type { UserRole } from '@wb/contract/roles';

/**
 * Business areas whose pages exist, with the dashboard card for each. A module adds its card
 * here when it lands, so the dashboard never links to a page that is not there.
 */
export type DashboardCard = { key: string; path: string; roles?: UserRole[] };

export const dashboardCards: DashboardCard[] = [
  { key: 'invoices', path: '/invoices', roles: ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'] },
];

export function visibleCards(role: UserRole): DashboardCard[] {
  return dashboardCards.filter((card) => !card.roles || card.roles.includes(role));
}
