import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReceiptIcon from '@mui/icons-material/Receipt';
import PaymentsIcon from '@mui/icons-material/Payments';
import PalletIcon from '@mui/icons-material/Pallet';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import DevicesIcon from '@mui/icons-material/Devices';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PolicyIcon from '@mui/icons-material/Policy';
import SecurityIcon from '@mui/icons-material/Security';
import InsightsIcon from '@mui/icons-material/Insights';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SessionUser } from '@wb/contract/auth';
import { type Access, allows } from '@/app/auth/permissions';
import { menuRank, type NavSection } from './menu-order';

export type { NavSection };

export type NavItem = {
  key: string;
  path: string;
  labelKey: string;
  icon: SvgIconComponent;
  section: NavSection;
  /** Who sees it; everyone signed in when absent. */
  access?: Access;
  /** Active only on exactly this path (dashboard, tenant users); else by path prefix. */
  exact?: boolean;
};

/**
 * The side menu. An entry is added here when its page exists, never before: no dead links.
 * Sections and access follow the spec (platform §2, side menu): a business page shows to whoever
 * may read its data, the tools and the super admin section by capability.
 */
export const navItems: NavItem[] = [
  { key: 'dashboard', path: '/dashboard', labelKey: 'shell:menu.dashboard', icon: DashboardIcon, section: 'main', exact: true },
  {
    key: 'orders',
    path: '/orders',
    labelKey: 'shell:menu.orders',
    icon: ReceiptLongIcon,
    section: 'main',
    access: { permission: 'orders:read' },
  },
  {
    key: 'invoices',
    path: '/invoices',
    labelKey: 'shell:menu.invoices',
    icon: ReceiptIcon,
    section: 'main',
    access: { permission: 'invoices:read' },
  },
  {
    key: 'payments',
    path: '/payments',
    labelKey: 'shell:menu.payments',
    icon: PaymentsIcon,
    section: 'main',
    access: { permission: 'payments:read' },
  },
  {
    key: 'aiAnalytics',
    path: '/ai-analytics',
    labelKey: 'shell:menu.aiAnalytics',
    icon: InsightsIcon,
    section: 'tools',
    access: { permission: 'reports:admin', superAdminToo: true },
  },
  {
    key: 'tenantUsers',
    path: '/tenant-users',
    labelKey: 'shell:menu.tenantUsers',
    icon: PeopleIcon,
    section: 'tools',
    access: { capability: 'manageTenantUsers' },
    exact: true,
  },
  {
    key: 'security',
    path: '/security',
    labelKey: 'shell:menu.security',
    icon: SecurityIcon,
    section: 'tools',
    access: { capability: 'manageSecurity' },
  },
  {
    key: 'auditTrail',
    path: '/audit-trail',
    labelKey: 'shell:menu.auditTrail',
    icon: FactCheckIcon,
    section: 'tools',
    access: { capability: 'manageSecurity' },
  },
  {
    key: 'compliance',
    path: '/compliance',
    labelKey: 'shell:menu.compliance',
    icon: PolicyIcon,
    section: 'tools',
    access: { capability: 'manageSecurity' },
  },
  {
    key: 'tenants',
    path: '/tenants',
    labelKey: 'shell:menu.tenants',
    icon: BusinessIcon,
    section: 'superAdmin',
    access: { capability: 'manageTenants' },
  },
  {
    key: 'accounts',
    path: '/accounts',
    labelKey: 'shell:menu.accounts',
    icon: StorefrontIcon,
    section: 'main',
    access: { permission: 'clients:read' },
  },
  {
    key: 'items',
    path: '/items',
    labelKey: 'shell:menu.items',
    icon: Inventory2Icon,
    section: 'main',
    access: { permission: 'clients:read' },
  },
  {
    key: 'suppliers',
    path: '/suppliers',
    labelKey: 'shell:menu.suppliers',
    icon: LocalShippingIcon,
    section: 'main',
    access: { permission: 'clients:read' },
  },
  {
    key: 'purchaseOrders',
    path: '/purchase-orders',
    labelKey: 'shell:menu.purchaseOrders',
    icon: ShoppingCartIcon,
    section: 'main',
    access: { permission: 'orders:read' },
  },
  {
    key: 'labels',
    path: '/labels',
    labelKey: 'shell:menu.labels',
    icon: LocalOfferIcon,
    section: 'main',
    access: { permission: 'orders:read' },
  },
  {
    key: 'quotes',
    path: '/quotes',
    labelKey: 'shell:menu.quotes',
    icon: RequestQuoteIcon,
    section: 'main',
    access: { permission: 'orders:read' },
  },
  {
    key: 'cashBook',
    path: '/cash-book',
    labelKey: 'shell:menu.cashBook',
    icon: PointOfSaleIcon,
    section: 'main',
    access: { permission: 'payments:read' },
  },
  {
    key: 'packageBalance',
    path: '/package-balance',
    labelKey: 'shell:menu.packageBalance',
    icon: PalletIcon,
    section: 'main',
    access: { permission: 'orders:read' },
  },
  // The assistant: everyone signed in (platform §2; issue 32).
  { key: 'aiChat', path: '/ai-chat', labelKey: 'shell:menu.aiChat', icon: SmartToyIcon, section: 'tools' },
  // The company register: everyone signed in (platform §2, side menu; §6).
  { key: 'kvkSearch', path: '/kvk-search', labelKey: 'shell:menu.kvkSearch', icon: ManageSearchIcon, section: 'tools' },
  // The devices the company uses and what each can do (platform §2: TENANT_ADMIN only).
  {
    key: 'crossPlatform',
    path: '/testing/cross-platform',
    labelKey: 'shell:menu.crossPlatform',
    icon: DevicesIcon,
    section: 'tools',
    access: { capability: 'testDevices' },
  },
];

export const navSections: NavSection[] = ['main', 'tools', 'superAdmin'];

/**
 * The entries the user may see (a person without a company: the dashboard only, holding no
 * permission), in the spec's order (menu-order.ts), whatever order they were added here in.
 */
export function visibleNavItems(user: SessionUser): NavItem[] {
  return navItems.filter((item) => allows(user, item.access)).sort((a, b) => menuRank(a.section, a.key) - menuRank(b.section, b.key));
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.path;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
