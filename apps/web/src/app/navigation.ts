import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptIcon from '@mui/icons-material/Receipt';
import type { SvgIconComponent } from '@mui/icons-material';
import type { UserRole } from '@wb/contract/roles';

export type NavSection = 'main' | 'tools' | 'superAdmin';

export type NavItem = {
  key: string;
  path: string;
  labelKey: string;
  icon: SvgIconComponent;
  section: NavSection;
  /** Who sees it; everyone signed in when absent. */
  roles?: UserRole[];
  /** Active only on exactly this path (dashboard, tenant users); else by path prefix. */
  exact?: boolean;
};

/**
 * The side menu. An entry is added here when its page exists, never before: no dead links.
 * Sections and role rules follow the spec (platform §2, side menu).
 */
export const navItems: NavItem[] = [
  { key: 'dashboard', path: '/dashboard', labelKey: 'shell:menu.dashboard', icon: DashboardIcon, section: 'main', exact: true },
  {
    key: 'invoices',
    path: '/invoices',
    labelKey: 'shell:menu.invoices',
    icon: ReceiptIcon,
    section: 'main',
    roles: ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'],
  },
];

export const navSections: NavSection[] = ['main', 'tools', 'superAdmin'];

export function visibleNavItems(role: UserRole): NavItem[] {
  return navItems.filter((item) => !item.roles || item.roles.includes(role));
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.path;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
