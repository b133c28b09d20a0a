import { Navigate } from 'react-router';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const SupplierListPage = lazyNamed(() => import('./supplier-list-page'), 'SupplierListPage');
const SupplierDetailPage = lazyNamed(() => import('./supplier-detail-page'), 'SupplierDetailPage');

/** /suppliers and /suppliers/{id} (the detail tabs). */
export const suppliersRoutes: ModuleRoutes = {
  signedIn: [
    {
      path: '/suppliers',
      children: [
        { index: true, element: <SupplierListPage /> },
        { path: ':id', element: <SupplierDetailPage /> },
        { path: '*', element: <Navigate to="/suppliers" replace /> },
      ],
    },
  ],
};
