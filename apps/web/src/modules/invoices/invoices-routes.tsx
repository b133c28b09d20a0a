import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const InvoiceListPage = lazyNamed(() => import('./invoice-list-page'), 'InvoiceListPage');
const InvoiceFormPage = lazyNamed(() => import('./invoice-form-page'), 'InvoiceFormPage');

/** /invoices, /invoices/new, /invoices/{id}/edit. */
export const invoicesRoutes: ModuleRoutes = {
  signedIn: [
    { path: '/invoices', element: <InvoiceListPage /> },
    { path: '/invoices/new', element: <InvoiceFormPage /> },
    { path: '/invoices/:id/edit', element: <InvoiceFormPage /> },
  ],
};
