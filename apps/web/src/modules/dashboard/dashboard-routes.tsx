import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const DashboardPage = lazyNamed(() => import('./dashboard-page'), 'DashboardPage');

/** /dashboard, for everyone signed in. */
export const dashboardRoutes: ModuleRoutes = { signedIn: [{ path: '/dashboard', element: <DashboardPage /> }] };
