import { type ComponentType, lazy } from 'react';

/**
 * A component loaded on first render, from a module's named export: React.lazy itself takes
 * only a default export, and the app has none.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<ComponentProps<M[K]>> }));
}

type ComponentProps<C> = C extends ComponentType<infer P> ? P : never;
