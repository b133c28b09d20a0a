import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const KvkSearchPage = lazyNamed(() => import('./kvk-search-page'), 'KvkSearchPage');

/** /kvk-search (platform §2): any signed-in user. */
export const kvkRoutes: ModuleRoutes = {
  signedIn: [{ path: '/kvk-search', element: <KvkSearchPage /> }],
};
