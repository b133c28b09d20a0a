import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const LoginPage = lazyNamed(() => import('./login-page'), 'LoginPage');

/** /login. */
export const authRoutes: ModuleRoutes = { publicOnly: [{ path: '/login', element: <LoginPage /> }] };
