import type { UserRole } from '@wb/contract/roles';

/**
 * Business areas whose pages exist, with the dashboard card for each. A module adds its card
 * here when it lands, so the dashboard never links to a page that is not there.
 */
export type DashboardCard = { key: string; path: string; roles?: UserRole[] };

export const dashboardCards: DashboardCard[] = [
  { key: 'tenantUsers', path: '/tenant-users', roles: ['TENANT_ADMIN'] },
  { key: 'accounts', path: '/accounts', roles: ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'] },
  { key: 'orders', path: '/orders', roles: ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'] },
  { key: 'invoices', path: '/invoices', roles: ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'] },
  { key: 'payments', path: '/payments', roles: ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'] },
];

/** A person without a company (USER) has no business cards: their data lives in a company. */
export function visibleCards(role: UserRole): DashboardCard[] {
  if (role === 'USER') return dashboardCards.filter((card) => card.roles?.includes('USER'));
  return dashboardCards.filter((card) => !card.roles || card.roles.includes(role));
}
