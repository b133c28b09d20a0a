import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const InviteAcceptPage = lazyNamed(() => import('./invite-accept-page'), 'InviteAcceptPage');
const TenantUsersPage = lazyNamed(() => import('./tenant-users-page'), 'TenantUsersPage');

/** /tenant-users for TENANT_ADMIN and SUPER_ADMIN (platform §2); /invite/{token} for the invitee. */
export const tenantUsersRoutes: ModuleRoutes = {
  publicOnly: [{ path: '/invite/:token', element: <InviteAcceptPage /> }],
  signedIn: [
    {
      element: <RequireAccess access={{ capability: 'manageTenantUsers' }} />,
      children: [{ path: '/tenant-users', element: <TenantUsersPage /> }],
    },
  ],
};
