import { Navigate } from 'react-router';
import { RequireAccess } from '@/app/auth/route-guards';
import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const QuoteListPage = lazyNamed(() => import('./quote-list-page'), 'QuoteListPage');
const QuoteFormPage = lazyNamed(() => import('./quote-form-page'), 'QuoteFormPage');

/** /quotes, /quotes/new and /quotes/{id} (edit, send, accept, decline). */
export const quotesRoutes: ModuleRoutes = {
  signedIn: [
    {
      element: <RequireAccess access={{ permission: 'orders:read' }} />,
      children: [
        {
          path: '/quotes',
          children: [
            { index: true, element: <QuoteListPage /> },
            { path: 'new', element: <QuoteFormPage /> },
            { path: ':id', element: <QuoteFormPage /> },
            { path: '*', element: <Navigate to="/quotes" replace /> },
          ],
        },
      ],
    },
  ],
};
