import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReceiptIcon from '@mui/icons-material/Receipt';
import PaymentsIcon from '@mui/icons-material/Payments';
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
/** People of a company: the business pages work on a company's data (a super admin has none). */
const companyRoles: UserRole[] = ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'];

export const navItems: NavItem[] = [
  { key: 'dashboard', path: '/dashboard', labelKey: 'shell:menu.dashboard', icon: DashboardIcon, section: 'main', exact: true },
  {
    key: 'orders',
    path: '/orders',
    labelKey: 'shell:menu.orders',
    icon: ReceiptLongIcon,
    section: 'main',
    roles: ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'],
  },
  {
    key: 'invoices',
    path: '/invoices',
    labelKey: 'shell:menu.invoices',
    icon: ReceiptIcon,
    section: 'main',
    roles: ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'],
  },
  {
    key: 'payments',
    path: '/payments',
    labelKey: 'shell:menu.payments',
    icon: PaymentsIcon,
    section: 'main',
    roles: ['TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'],
  },
  {
    key: 'tenantUsers',
    path: '/tenant-users',
    labelKey: 'shell:menu.tenantUsers',
    icon: PeopleIcon,
    section: 'tools',
    roles: ['TENANT_ADMIN', 'SUPER_ADMIN'],
    exact: true,
  },
  { key: 'tenants', path: '/tenants', labelKey: 'shell:menu.tenants', icon: BusinessIcon, section: 'superAdmin', roles: ['SUPER_ADMIN'] },
  { key: 'accounts', path: '/accounts', labelKey: 'shell:menu.accounts', icon: StorefrontIcon, section: 'main', roles: companyRoles },
  { key: 'items', path: '/items', labelKey: 'shell:menu.items', icon: Inventory2Icon, section: 'main', roles: companyRoles },
  { key: 'suppliers', path: '/suppliers', labelKey: 'shell:menu.suppliers', icon: LocalShippingIcon, section: 'main', roles: companyRoles },
];

export const navSections: NavSection[] = ['main', 'tools', 'superAdmin'];

/** A person without a company (USER) sees only the dashboard and what names USER explicitly. */
export function visibleNavItems(role: UserRole): NavItem[] {
  if (role === 'USER') return navItems.filter((item) => item.key === 'dashboard' || item.roles?.includes('USER'));
  return navItems.filter((item) => !item.roles || item.roles.includes(role));
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.path;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
