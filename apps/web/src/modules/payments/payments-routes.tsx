import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import { type ModuleRoutes, WithNamespaces } from '@/app/module-routes';

const PaymentListPage = lazyNamed(() => import('./payment-list-page'), 'PaymentListPage');
const PaymentFormPage = lazyNamed(() => import('./payment-form-page'), 'PaymentFormPage');
const PaymentDetailPage = lazyNamed(() => import('./payment-detail-page'), 'PaymentDetailPage');
const StatementsPage = lazyNamed(() => import('./statements-page'), 'StatementsPage');
const StatementReviewPage = lazyNamed(() => import('./statement-review-page'), 'StatementReviewPage');
const PaymentStatusPage = lazyNamed(() => import('./payment-status-page'), 'PaymentStatusPage');
const PaymentRedirectPage = lazyNamed(() => import('./payment-redirect-page'), 'PaymentRedirectPage');
const SimulatedCheckoutPage = lazyNamed(() => import('./simulated-checkout-page'), 'SimulatedCheckoutPage');

/** /payments/* (list, form, detail, bank statements); the customer's payment pages for everyone (business §2). */
export const paymentsRoutes: ModuleRoutes = {
  open: [
    { path: '/payment-status/redirect', element: <PaymentRedirectPage /> },
    { path: '/payment-status/:paymentId', element: <PaymentStatusPage /> },
    { path: '/payment-checkout/:paymentId', element: <SimulatedCheckoutPage /> },
  ],
  signedIn: [
    // Only for whoever may read this module's data (a super admin has no company data): others go to /dashboard.
    {
      element: <RequireAccess access={{ permission: 'payments:read' }} />,
      children: [
        {
          path: '/payments',
          element: <WithNamespaces ns={['payments']} />,
          children: [
            { index: true, element: <PaymentListPage /> },
            { path: 'new', element: <PaymentFormPage /> },
            { path: 'statements', element: <StatementsPage /> },
            { path: 'statements/:id', element: <StatementReviewPage /> },
            { path: ':id', element: <PaymentDetailPage /> },
            { path: ':id/edit', element: <PaymentFormPage /> },
          ],
        },
      ],
    },
  ],
};
