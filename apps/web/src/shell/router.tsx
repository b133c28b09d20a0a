import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { FullPageSpinner, PublicOnly, RequireAuth } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';
import { accountRoutes } from '@/modules/account/account-routes';
import { accountsRoutes } from '@/modules/accounts/accounts-routes';
import { authRoutes } from '@/modules/auth/auth-routes';
import { dashboardRoutes } from '@/modules/dashboard/dashboard-routes';
import { invoicesRoutes } from '@/modules/invoices/invoices-routes';
import { itemsRoutes } from '@/modules/items/items-routes';
import { kvkRoutes } from '@/modules/kvk/kvk-routes';
import { aiChatRoutes } from '@/modules/ai-chat/ai-chat-routes';
import { securityRoutes } from '@/modules/security/security-routes';
import { aiAnalyticsRoutes } from '@/modules/ai-analytics/ai-analytics-routes';
import { notificationsRoutes } from '@/modules/notifications/notifications-routes';
import { ordersRoutes } from '@/modules/orders/orders-routes';
import { packagesRoutes } from '@/modules/packages/packages-routes';
import { labelsRoutes } from '@/modules/labels/labels-routes';
import { paymentsRoutes } from '@/modules/payments/payments-routes';
import { purchaseOrdersRoutes } from '@/modules/purchase-orders/purchase-orders-routes';
import { quotesRoutes } from '@/modules/quotes/quotes-routes';
import { cashBookRoutes } from '@/modules/cash-book/cash-book-routes';
import { settingsRoutes } from '@/modules/settings/settings-routes';
import { suppliersRoutes } from '@/modules/suppliers/suppliers-routes';
import { tenantUsersRoutes } from '@/modules/tenant-users/tenant-users-routes';
import { statusesRoutes } from '@/modules/statuses/statuses-routes';
import { tenantsRoutes } from '@/modules/tenants/tenants-routes';
import { testingRoutes } from '@/modules/testing/testing-routes';

// The signed-in shell loads apart from the sign-in page, so neither first page carries the other.
const AppShell = lazyNamed(() => import('@/shell/app-shell'), 'AppShell');

/** Every module's routes (`modules/<module>/<module>-routes.tsx`); a new module adds its line. */
const modules: ModuleRoutes[] = [
  authRoutes,
  accountRoutes,
  dashboardRoutes,
  settingsRoutes,
  tenantUsersRoutes,
  tenantsRoutes,
  notificationsRoutes,
  accountsRoutes,
  itemsRoutes,
  suppliersRoutes,
  purchaseOrdersRoutes,
  ordersRoutes,
  quotesRoutes,
  cashBookRoutes,
  invoicesRoutes,
  statusesRoutes,
  paymentsRoutes,
  packagesRoutes,
  labelsRoutes,
  kvkRoutes,
  aiChatRoutes,
  testingRoutes,
  securityRoutes,
  aiAnalyticsRoutes,
];
const routesFor = (group: keyof ModuleRoutes) => modules.flatMap((module) => module[group] ?? []);

function Lazy() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** Routes (platform §2): public ones send a signed-in user to /dashboard; the rest need sign-in. */
const router = createBrowserRouter([
  { element: <PublicOnly />, children: [{ element: <Lazy />, children: routesFor('publicOnly') }] },
  { element: <Lazy />, children: routesFor('open') },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <Lazy />,
        children: [{ element: <AppShell />, children: [{ element: <Lazy />, children: routesFor('signedIn') }] }],
      },
    ],
  },
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
