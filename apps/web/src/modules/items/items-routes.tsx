import { RequireAccess } from '@/app/auth/route-guards';
import { Navigate } from 'react-router';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const ItemListPage = lazyNamed(() => import('./item-list-page'), 'ItemListPage');

/** /items and /items/new (the list with its create dialog open). */
export const itemsRoutes: ModuleRoutes = {
  signedIn: [
    // Only for whoever may read this module's data (a super admin has no company data): others go to /dashboard.
    {
      element: <RequireAccess access={{ permission: 'clients:read' }} />,
      children: [
        {
          path: '/items',
          children: [
            { index: true, element: <ItemListPage /> },
            { path: 'new', element: <ItemListPage /> },
            { path: '*', element: <Navigate to="/items" replace /> },
          ],
        },
      ],
    },
  ],
};
