import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { FullPageSpinner, PublicOnly, RequireAuth } from '@/app/auth/route-guards';

const LoginPage = lazy(() => import('@/modules/auth/login-page'));
// The signed-in shell loads apart from the sign-in page, so neither first page carries the other.
const AppShell = lazy(() => import('@/app/shell/app-shell'));
const DashboardPage = lazy(() => import('@/modules/dashboard/dashboard-page'));
const SettingsPage = lazy(() => import('@/modules/settings/settings-page'));
const InvoiceListPage = lazy(() => import('@/modules/invoices/invoice-list-page'));
const InvoiceFormPage = lazy(() => import('@/modules/invoices/invoice-form-page'));

function Lazy() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** Routes (platform §2): public ones send a signed-in user to /dashboard; the rest need sign-in. */
const router = createBrowserRouter([
  {
    element: <PublicOnly />,
    children: [{ element: <Lazy />, children: [{ path: '/login', element: <LoginPage /> }] }],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <Lazy />,
        children: [
          {
            element: <AppShell />,
            children: [
              {
                element: <Lazy />,
                children: [
                  { path: '/dashboard', element: <DashboardPage /> },
                  { path: '/settings/*', element: <SettingsPage /> },
                  { path: '/invoices', element: <InvoiceListPage /> },
                  { path: '/invoices/new', element: <InvoiceFormPage /> },
                  { path: '/invoices/:id/edit', element: <InvoiceFormPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
