import { Navigate } from 'react-router';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const PurchaseOrderListPage = lazyNamed(() => import('./purchase-order-list-page'), 'PurchaseOrderListPage');
const PurchaseOrderFormPage = lazyNamed(() => import('./purchase-order-form-page'), 'PurchaseOrderFormPage');

/** /purchase-orders, /purchase-orders/new and /purchase-orders/{id} (edit, send, receive). */
export const purchaseOrdersRoutes: ModuleRoutes = {
  signedIn: [
    {
      path: '/purchase-orders',
      children: [
        { index: true, element: <PurchaseOrderListPage /> },
        { path: 'new', element: <PurchaseOrderFormPage /> },
        { path: ':id', element: <PurchaseOrderFormPage /> },
        { path: '*', element: <Navigate to="/purchase-orders" replace /> },
      ],
    },
  ],
};
