import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const InvoiceListPage = lazyNamed(() => import('./invoice-list-page'), 'InvoiceListPage');
const InvoiceFormPage = lazyNamed(() => import('./invoice-form-page'), 'InvoiceFormPage');

/** /invoices, /invoices/new, /invoices/{id}/edit. */
export const invoicesRoutes: ModuleRoutes = {
  signedIn: [
    // Only for whoever may read this module's data (a super admin has no company data): others go to /dashboard.
    {
      element: <RequireAccess access={{ permission: 'invoices:read' }} />,
      children: [
        { path: '/invoices', element: <InvoiceListPage /> },
        { path: '/invoices/new', element: <InvoiceFormPage /> },
        { path: '/invoices/:id/edit', element: <InvoiceFormPage /> },
      ],
    },
  ],
};
