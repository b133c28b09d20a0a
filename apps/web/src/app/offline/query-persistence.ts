import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { offlineDb } from './offline-db';

/** Raised when what is cached would no longer fit the pages that read it. */
const cacheVersion = 1;
/** Cached answers older than a day are not shown. */
export const maxCacheAgeMs = 24 * 60 * 60 * 1000;
/** What is worth reading offline: order entry's catalogue and accounts, and the order, invoice and account lists. */
const keptRoots = new Set(['orders', 'accounts', 'invoices', 'items', 'settings', 'routes']);

export const keptOffline = (query: Query): boolean => query.state.status === 'success' && keptRoots.has(String(query.queryKey[0]));

/**
 * Puts the answers cached for `owner` back into the query cache (newer answers in it stay), marked
 * stale: they show at once, and are read again as soon as the server can be reached (the device's
 * copy may predate the last change, which is saved a second after each read).
 */
export async function restoreQueries(client: QueryClient, owner: string, now = Date.now()): Promise<void> {
  const cached = await offlineDb.queries.get(owner);
  if (!cached || cached.version !== cacheVersion || now - cached.savedAt > maxCacheAgeMs) return;
  hydrate(client, cached.state);
  for (const { queryKey } of cached.state.queries) void client.invalidateQueries({ queryKey, exact: true });
}

/** Saves the kept answers for `owner` a second after each successful read; answers the unsubscribe. */
export function keepQueries(client: QueryClient, owner: string, delayMs = 1000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(client, { shouldDehydrateQuery: keptOffline });
    void offlineDb.queries.put({ owner, version: cacheVersion, savedAt: Date.now(), state });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && timer === undefined) timer = setTimeout(save, delayMs);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** At sign-out: the person's cached answers leave the device (queued orders stay until sent). */
export async function forgetQueries(owner: string): Promise<void> {
  await offlineDb.queries.delete(owner);
}
