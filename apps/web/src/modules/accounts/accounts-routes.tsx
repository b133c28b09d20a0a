import { RequireAccess } from '@/app/auth/route-guards';
import { Navigate } from 'react-router';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const AccountListPage = lazyNamed(() => import('./account-list-page'), 'AccountListPage');
const AccountFormPage = lazyNamed(() => import('./account-form-page'), 'AccountFormPage');
const AccountDetailPage = lazyNamed(() => import('./account-detail-page'), 'AccountDetailPage');

/** /accounts, /accounts/new, /accounts/{id}, /accounts/{id}/edit. */
export const accountsRoutes: ModuleRoutes = {
  signedIn: [
    // Only for whoever may read this module's data (a super admin has no company data): others go to /dashboard.
    {
      element: <RequireAccess access={{ permission: 'clients:read' }} />,
      children: [
        {
          path: '/accounts',
          children: [
            { index: true, element: <AccountListPage /> },
            { path: 'new', element: <AccountFormPage /> },
            { path: ':id', element: <AccountDetailPage /> },
            { path: ':id/edit', element: <AccountFormPage /> },
            { path: '*', element: <Navigate to="/accounts" replace /> },
          ],
        },
      ],
    },
  ],
};
