import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const CashBookPage = lazyNamed(() => import('./cash-book-page'), 'CashBookPage');

/** /cash-book. */
export const cashBookRoutes: ModuleRoutes = {
  signedIn: [
    { element: <RequireAccess access={{ permission: 'payments:read' }} />, children: [{ path: '/cash-book', element: <CashBookPage /> }] },
  ],
};
