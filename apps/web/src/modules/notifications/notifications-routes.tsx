import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const NotificationsPage = lazyNamed(() => import('./notifications-page'), 'NotificationsPage');

/** /notifications, for everyone signed in. */
export const notificationsRoutes: ModuleRoutes = { signedIn: [{ path: '/notifications', element: <NotificationsPage /> }] };
