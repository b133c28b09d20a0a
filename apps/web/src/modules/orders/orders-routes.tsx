import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const OrdersPage = lazyNamed(() => import('./orders-page'), 'OrdersPage');
const OrderEditPage = lazyNamed(() => import('./order-edit-page'), 'OrderEditPage');
const OrdersTouchPage = lazyNamed(() => import('./orders-touch-page'), 'OrdersTouchPage');

/** /orders (kanban, table, cards), /orders/new, /orders/touch, /orders/{id}/edit. */
export const ordersRoutes: ModuleRoutes = {
  signedIn: [
    // Only for whoever may read this module's data (a super admin has no company data): others go to /dashboard.
    {
      element: <RequireAccess access={{ permission: 'orders:read' }} />,
      children: [
        { path: '/orders', element: <OrdersPage /> },
        { path: '/orders/new', element: <OrderEditPage /> },
        { path: '/orders/touch', element: <OrdersTouchPage /> },
        { path: '/orders/:id/edit', element: <OrderEditPage /> },
      ],
    },
  ],
};
