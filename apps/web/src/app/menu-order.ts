/** The side menu's sections, in their order. */
export type NavSection = 'main' | 'tools' | 'superAdmin';

/**
 * The side menu's order, from the spec (platform §2, side menu). Each module's entry takes the
 * place named here when it is built; a key here whose page does not exist yet simply does not show.
 */
export const menuOrder: Record<NavSection, readonly string[]> = {
  // The package balances page is not in the spec's menu; it sits with the goods, before the money.
  // Quotes (issue 34) sit with the buying and selling documents, the cash book just before the invoices.
  main: [
    'dashboard',
    'orders',
    'accounts',
    'items',
    'suppliers',
    'purchaseOrders',
    'quotes',
    'labels',
    'packageBalance',
    'cashBook',
    'invoices',
    'payments',
  ],
  // The device test is not in the spec's menu; it is the company admin's, after the register search.
  tools: ['aiChat', 'aiAnalytics', 'tenantUsers', 'security', 'auditTrail', 'compliance', 'kvkSearch', 'crossPlatform'],
  superAdmin: ['tenants'],
};

/** Where an entry goes: its section first (main, tools, super admin), then its place in that section. */
export function menuRank(section: NavSection, key: string): number {
  const sections = Object.keys(menuOrder) as NavSection[];
  const place = menuOrder[section].indexOf(key);
  return sections.indexOf(section) * 1000 + (place === -1 ? 999 : place);
}
