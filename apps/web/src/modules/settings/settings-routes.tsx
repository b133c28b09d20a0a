import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const SettingsPage = lazyNamed(() => import('./settings-page'), 'SettingsPage');

/** /settings/* for everyone signed in; the page picks its tab (and which tabs the user sees). */
export const settingsRoutes: ModuleRoutes = { signedIn: [{ path: '/settings/*', element: <SettingsPage /> }] };
