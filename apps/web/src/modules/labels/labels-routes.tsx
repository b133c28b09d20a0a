import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const LabelsPage = lazyNamed(() => import('./labels-page'), 'LabelsPage');

/** /labels (business §2 Labels): the tabs templates, history, printers and analytics. */
export const labelsRoutes: ModuleRoutes = {
  signedIn: [{ path: '/labels', element: <LabelsPage /> }],
};
