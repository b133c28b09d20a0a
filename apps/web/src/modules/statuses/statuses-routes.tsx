import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

// The status editor carries the node-editor library: its own chunk, loaded on first visit.
const StatusEditorPage = lazyNamed(() => import('./status-editor-page'), 'StatusEditorPage');

/** /orders/statuses and /invoices/statuses: the status editor of each kind, for whoever may read that kind. */
export const statusesRoutes: ModuleRoutes = {
  signedIn: [
    {
      element: <RequireAccess access={{ permission: 'orders:read' }} />,
      children: [{ path: '/orders/statuses', element: <StatusEditorPage kind="orders" /> }],
    },
    {
      element: <RequireAccess access={{ permission: 'invoices:read' }} />,
      children: [{ path: '/invoices/statuses', element: <StatusEditorPage kind="invoices" /> }],
    },
  ],
};
