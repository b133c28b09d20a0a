import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const PackageBalancePage = lazyNamed(() => import('./package-balance-page'), 'PackageBalancePage');

/** /package-balance (business §2): the tabs transactions, balance summary, custom types and analytics. */
export const packagesRoutes: ModuleRoutes = {
  signedIn: [{ path: '/package-balance', element: <PackageBalancePage /> }],
};
