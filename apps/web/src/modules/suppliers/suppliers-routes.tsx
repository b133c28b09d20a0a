import { RequireAccess } from '@/app/auth/route-guards';
import { Navigate } from 'react-router';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const SupplierListPage = lazyNamed(() => import('./supplier-list-page'), 'SupplierListPage');
const SupplierDetailPage = lazyNamed(() => import('./supplier-detail-page'), 'SupplierDetailPage');

/** /suppliers and /suppliers/{id} (the detail tabs). */
export const suppliersRoutes: ModuleRoutes = {
  signedIn: [
    // Only for whoever may read this module's data (a super admin has no company data): others go to /dashboard.
    {
      element: <RequireAccess access={{ permission: 'clients:read' }} />,
      children: [
        {
          path: '/suppliers',
          children: [
            { index: true, element: <SupplierListPage /> },
            { path: ':id', element: <SupplierDetailPage /> },
            { path: '*', element: <Navigate to="/suppliers" replace /> },
          ],
        },
      ],
    },
  ],
};
