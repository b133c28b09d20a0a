import { Outlet, type RouteObject } from 'react-router';
import { useLazyNamespace } from '@/locales/lazy-namespace';

/**
 * A module's pages, by who may open them: each module's `<module>-routes.tsx` exports one, with
 * its pages loaded lazily, and shell/router.tsx puts each group under its guard.
 */
export type ModuleRoutes = {
  /** Visitors only: a signed-in user goes to /dashboard (platform §2, public routes). */
  publicOnly?: RouteObject[];
  /** Everyone, signed in or not (a customer's payment page, an e-mail link). */
  open?: RouteObject[];
  /** Inside the signed-in shell. */
  signedIn?: RouteObject[];
};

/** A layout route whose pages need these translation namespaces; shows them once loaded. */
export function WithNamespaces({ ns }: { ns: string[] }) {
  useLazyNamespace(...ns);
  return <Outlet />;
}
