import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const SecurityPage = lazyNamed(() => import('./security-page'), 'SecurityPage');
const UserBehaviorPage = lazyNamed(() => import('./user-behavior-page'), 'UserBehaviorPage');
const AuditTrailPage = lazyNamed(() => import('./audit-trail-page'), 'AuditTrailPage');
const CompliancePage = lazyNamed(() => import('./compliance-page'), 'CompliancePage');

/** /security, /audit-trail and /compliance for TENANT_ADMIN and SUPER_ADMIN (platform §2). */
export const securityRoutes: ModuleRoutes = {
  signedIn: [
    {
      element: <RequireAccess access={{ capability: 'manageSecurity' }} />,
      children: [
        { path: '/security', element: <SecurityPage /> },
        { path: '/security/users/:id', element: <UserBehaviorPage /> },
        { path: '/audit-trail', element: <AuditTrailPage /> },
        { path: '/compliance', element: <CompliancePage /> },
      ],
    },
  ],
};
