import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const AiAnalyticsPage = lazyNamed(() => import('./ai-analytics-page'), 'AiAnalyticsPage');

/** /ai-analytics (platform §2, §7): the company's administrators. */
export const aiAnalyticsRoutes: ModuleRoutes = {
  signedIn: [
    {
      element: <RequireAccess access={{ permission: 'reports:admin', superAdminToo: true }} />,
      children: [{ path: '/ai-analytics', element: <AiAnalyticsPage /> }],
    },
  ],
};
