import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { FullPageSpinner, PublicOnly, RequireAuth, RequireRole } from '@/app/auth/route-guards';

const LoginPage = lazy(() => import('@/modules/auth/login-page'));
const RegisterPage = lazy(() => import('@/modules/account/register-page'));
const RegisterCompanyPage = lazy(() => import('@/modules/account/register-company-page'));
const VerifyEmailPage = lazy(() => import('@/modules/account/verify-email-page'));
const ResendVerificationPage = lazy(() => import('@/modules/account/resend-verification-page'));
// The signed-in shell loads apart from the sign-in page, so neither first page carries the other.
const AppShell = lazy(() => import('@/app/shell/app-shell'));
const DashboardPage = lazy(() => import('@/modules/dashboard/dashboard-page'));
const SettingsPage = lazy(() => import('@/modules/settings/settings-page'));
const InviteAcceptPage = lazy(() => import('@/modules/tenant-users/invite-accept-page'));
const TenantUsersPage = lazy(() => import('@/modules/tenant-users/tenant-users-page'));
const TenantsRoutes = lazy(() => import('@/modules/tenants/tenants-routes'));
const NotificationsPage = lazy(() => import('@/modules/notifications/notifications-page'));
const AccountsRoutes = lazy(() => import('@/modules/accounts/accounts-routes'));
const ItemsRoutes = lazy(() => import('@/modules/items/items-routes'));
const SuppliersRoutes = lazy(() => import('@/modules/suppliers/suppliers-routes'));
const OrdersPage = lazy(() => import('@/modules/orders/orders-page'));
const OrderEditPage = lazy(() => import('@/modules/orders/order-edit-page'));
const OrdersTouchPage = lazy(() => import('@/modules/orders/orders-touch-page'));
const InvoiceListPage = lazy(() => import('@/modules/invoices/invoice-list-page'));
const InvoiceFormPage = lazy(() => import('@/modules/invoices/invoice-form-page'));
const PaymentsRoutes = lazy(() => import('@/modules/payments/payments-routes'));
const PaymentStatusPage = lazy(() => import('@/modules/payments/payment-status-page'));
const PaymentRedirectPage = lazy(() => import('@/modules/payments/payment-redirect-page'));
const SimulatedCheckoutPage = lazy(() => import('@/modules/payments/simulated-checkout-page'));

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
    children: [
      {
        element: <Lazy />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/register/company', element: <RegisterCompanyPage /> },
          { path: '/resend-verification', element: <ResendVerificationPage /> },
          { path: '/invite/:token', element: <InviteAcceptPage /> },
        ],
      },
    ],
  },
  // Public too, but a signed-in person's link (a new address) is opened before they go to /dashboard.
  { element: <Lazy />, children: [{ path: '/verify-email/:token', element: <VerifyEmailPage /> }] },
  // The customer's payment pages: public for everyone, signed in or not (business §2).
  {
    element: <Lazy />,
    children: [
      { path: '/payment-status/redirect', element: <PaymentRedirectPage /> },
      { path: '/payment-status/:paymentId', element: <PaymentStatusPage /> },
      { path: '/payment-checkout/:paymentId', element: <SimulatedCheckoutPage /> },
    ],
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
                  {
                    element: <RequireRole roles={['TENANT_ADMIN', 'SUPER_ADMIN']} />,
                    children: [{ path: '/tenant-users', element: <TenantUsersPage /> }],
                  },
                  {
                    element: <RequireRole roles={['SUPER_ADMIN']} />,
                    children: [{ path: '/tenants/*', element: <TenantsRoutes /> }],
                  },
                  { path: '/notifications', element: <NotificationsPage /> },
                  { path: '/accounts/*', element: <AccountsRoutes /> },
                  { path: '/items/*', element: <ItemsRoutes /> },
                  { path: '/suppliers/*', element: <SuppliersRoutes /> },
                  { path: '/orders', element: <OrdersPage /> },
                  { path: '/orders/new', element: <OrderEditPage /> },
                  { path: '/orders/touch', element: <OrdersTouchPage /> },
                  { path: '/orders/:id/edit', element: <OrderEditPage /> },
                  { path: '/invoices', element: <InvoiceListPage /> },
                  { path: '/invoices/new', element: <InvoiceFormPage /> },
                  { path: '/invoices/:id/edit', element: <InvoiceFormPage /> },
                  { path: '/payments/*', element: <PaymentsRoutes /> },
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
