import { CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { Permission } from '@wb/contract/roles';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { ProfileTab } from '@/modules/account/profile-tab';
import { SecurityTab } from '@/modules/account/security-tab';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useAuth } from '@/app/auth/auth-context';
import { can } from '@/app/auth/permissions';
import { RolePermissionsTab } from '@/modules/roles/role-permissions-tab';
import { CompanyDetailsForm } from './company-details-form';
import { ItemsForm } from './items-form';
import { DocumentLayoutForm } from './document-layout-form';
import { InvoicesForm } from './invoices-form';
import { CashBookForm } from './cash-book-form';
import { CategoriesForm } from './categories-form';
import { RoutesForm } from './routes-form';
import { NumberingForm } from './numbering-form';
import { EmailForm } from './email-form';
import { EmailTemplatesForm } from './email-templates-form';
import { CommunicationForm } from './communication-form';
import { TraceabilityForm } from './traceability-form';
import { PrintersForm } from './printers-form';
import { SearchForm } from './search-form';
import { PaymentsForm } from './payments-form';
import { AssistantForm } from './assistant-form';
import { lazyNamed } from '@/app/lazy-named';

// Order statuses and transitions: the orders module's own code, loaded with the tab.
const OrderSettingsTab = lazyNamed(() => import('@/modules/orders/order-settings-tab'), 'OrderSettingsTab');

type SettingsTab = { key: string; path: string; element: ReactNode; labelKey?: string; permission?: Permission };

/** Settings tabs as nested routes (platform §2 order); each section adds its tab when it lands. */
const allTabs: SettingsTab[] = [
  { key: 'companyDetails', path: 'company-details', labelKey: 'workspace:tabs.companyDetails', element: <CompanyDetailsForm /> },
  { key: 'items', path: 'items', labelKey: 'workspace:tabs.items', element: <ItemsForm /> },
  { key: 'quotes', path: 'quotes', labelKey: 'workspace:tabs.quotes', element: <DocumentLayoutForm section="quotes" /> },
  {
    key: 'orders',
    path: 'orders',
    labelKey: 'workspace:tabs.orders',
    element: (
      <Stack spacing={3}>
        <DocumentLayoutForm section="orders" />
        <Suspense fallback={<CircularProgress />}>
          <OrderSettingsTab />
        </Suspense>
      </Stack>
    ),
  },
  { key: 'invoices', path: 'invoices', labelKey: 'workspace:tabs.invoices', element: <InvoicesForm /> },
  { key: 'cashBook', path: 'cash-book', labelKey: 'workspace:tabs.cashBook', element: <CashBookForm /> },
  { key: 'categories', path: 'categories', labelKey: 'workspace:tabs.categories', element: <CategoriesForm /> },
  { key: 'routes', path: 'routes', labelKey: 'workspace:tabs.routes', element: <RoutesForm /> },
  { key: 'numbering', path: 'numbering', labelKey: 'workspace:tabs.numbering', element: <NumberingForm /> },
  { key: 'email', path: 'email', labelKey: 'workspace:tabs.email', element: <EmailForm /> },
  { key: 'emailTemplates', path: 'email-templates', labelKey: 'workspace:tabs.emailTemplates', element: <EmailTemplatesForm /> },
  { key: 'communication', path: 'communication', labelKey: 'workspace:tabs.communication', element: <CommunicationForm /> },
  { key: 'traceability', path: 'traceability', labelKey: 'workspace:tabs.traceability', element: <TraceabilityForm /> },
  { key: 'printers', path: 'printers', labelKey: 'workspace:tabs.printers', element: <PrintersForm /> },
  { key: 'search', path: 'search', labelKey: 'workspace:tabs.search', element: <SearchForm /> },
  { key: 'payments', path: 'payments', labelKey: 'workspace:tabs.payments', element: <PaymentsForm /> },
  { key: 'assistant', path: 'assistant', labelKey: 'workspace:tabs.assistant', element: <AssistantForm /> },
  { key: 'profile', path: 'profile', element: <ProfileTab /> },
  { key: 'security', path: 'security', element: <SecurityTab /> },
  { key: 'roles', path: 'roles', element: <RolePermissionsTab />, permission: 'users:admin' },
];

export function SettingsPage() {
  useLazyNamespace('settings', 'workspace');
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const tabs = allTabs.filter((tab) => !tab.permission || can(user, tab.permission));
  const current = tabs.find((tab) => `${pathname}/`.startsWith(`/settings/${tab.path}/`))?.key ?? false;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('settings:title')}
      </Typography>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={t(tab.labelKey ?? `settings:tabs.${tab.key}`)}
            component={Link}
            to={`/settings/${tab.path}`}
            data-testid={`settings-tab-${tab.path}`}
          />
        ))}
      </Tabs>
      <Routes>
        {tabs.map((tab) => (
          <Route key={tab.key} path={`${tab.path}/*`} element={tab.element} />
        ))}
        <Route path="*" element={<Navigate to={`/settings/${tabs[0]?.path ?? 'profile'}`} replace />} />
      </Routes>
    </Stack>
  );
}
