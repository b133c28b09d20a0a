import { Navigate } from 'react-router';
import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import { type ModuleRoutes, WithNamespaces } from '@/app/module-routes';

const TenantsPage = lazyNamed(() => import('./tenants-page'), 'TenantsPage');
const TenantFormPage = lazyNamed(() => import('./tenant-form-page'), 'TenantFormPage');
const TenantViewPage = lazyNamed(() => import('./tenant-view-page'), 'TenantViewPage');

/** The super admin's tenant pages under /tenants (platform §2); each tenant's users are the tenant-users module's. */
export const tenantsRoutes: ModuleRoutes = {
  signedIn: [
    {
      path: '/tenants',
      element: <RequireAccess access={{ capability: 'manageTenants' }} />,
      children: [
        {
          element: <WithNamespaces ns={['tenantUsers', 'tenants']} />,
          children: [
            { index: true, element: <TenantsPage /> },
            { path: 'new', element: <TenantFormPage /> },
            { path: ':id', element: <TenantViewPage /> },
            { path: ':id/edit', element: <TenantFormPage /> },
            { path: '*', element: <Navigate to="/tenants" replace /> },
          ],
        },
      ],
    },
  ],
};
