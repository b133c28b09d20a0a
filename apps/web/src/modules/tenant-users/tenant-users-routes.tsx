import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import { type ModuleRoutes, WithNamespaces } from '@/app/module-routes';

const InviteAcceptPage = lazyNamed(() => import('./invite-accept-page'), 'InviteAcceptPage');
const TenantUsersPage = lazyNamed(() => import('./tenant-users-page'), 'TenantUsersPage');

/**
 * /tenant-users for TENANT_ADMIN and SUPER_ADMIN, /tenants/{tenantId}/users for SUPER_ADMIN (platform §2);
 * /invite/{token} for the invitee.
 */
export const tenantUsersRoutes: ModuleRoutes = {
  publicOnly: [{ path: '/invite/:token', element: <InviteAcceptPage /> }],
  signedIn: [
    {
      element: <RequireAccess access={{ capability: 'manageTenantUsers' }} />,
      children: [{ path: '/tenant-users', element: <TenantUsersPage /> }],
    },
    {
      element: <RequireAccess access={{ capability: 'manageTenants' }} />,
      children: [
        {
          element: <WithNamespaces ns={['tenantUsers', 'tenants']} />,
          children: [{ path: '/tenants/:tenantId/users', element: <TenantUsersPage /> }],
        },
      ],
    },
  ],
};
