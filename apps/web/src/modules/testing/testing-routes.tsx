import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import { type ModuleRoutes, WithNamespaces } from '@/app/module-routes';

const CrossPlatformPage = lazyNamed(() => import('./cross-platform-page'), 'CrossPlatformPage');

/** /testing/cross-platform: TENANT_ADMIN only (platform §2). */
export const testingRoutes: ModuleRoutes = {
  signedIn: [
    {
      element: <RequireAccess access={{ capability: 'testDevices' }} />,
      children: [
        { element: <WithNamespaces ns={['testing']} />, children: [{ path: '/testing/cross-platform', element: <CrossPlatformPage /> }] },
      ],
    },
  ],
};
