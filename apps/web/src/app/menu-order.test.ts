import { describe, expect, it } from 'vitest';
import { navItems, visibleNavItems } from '@/app/navigation';
import { sessionUserOf } from '@/test/session-user';
import { menuOrder } from './menu-order';

describe('the side menu follows the spec order (issue 25 item 19)', () => {
  it('lists the main pages as dashboard, orders, accounts, items, suppliers, (purchase orders, labels,) invoices, payments', () => {
    const keys = visibleNavItems(sessionUserOf('TENANT_ADMIN'))
      .filter((item) => item.section === 'main')
      .map((item) => item.key);
    const spec = menuOrder.main.filter((key) => keys.includes(key));
    expect(keys).toEqual(spec);
    expect(keys.slice(0, 5)).toEqual(['dashboard', 'orders', 'accounts', 'items', 'suppliers']);
    expect(keys.slice(-2)).toEqual(['invoices', 'payments']);
  });

  it('puts the main section first, then tools and admin, then the super admin section', () => {
    const sections = visibleNavItems(sessionUserOf('SUPER_ADMIN')).map((item) => item.section);
    expect(sections).toEqual(
      [...sections].sort((a, b) => ['main', 'tools', 'superAdmin'].indexOf(a) - ['main', 'tools', 'superAdmin'].indexOf(b)),
    );
    expect(sections.at(-1)).toBe('superAdmin');
  });

  it('has a place in the order for every entry, so a new module slots in where the spec says', () => {
    for (const item of navItems) expect(menuOrder[item.section], item.key).toContain(item.key);
  });
});
