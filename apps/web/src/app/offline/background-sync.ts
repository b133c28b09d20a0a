/** The tag under which waiting orders ask the browser for a Background Sync (public/sw-sync.js). */
export const ordersSyncTag = 'wb-orders';
const syncMessage = 'wb-sync-orders';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to wake the app when the connection is back, where it has Background Sync
 * (Chromium); elsewhere the app sends on reconnect and on start. Never fails the caller.
 */
export async function requestOrdersSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(ordersSyncTag);
  } catch {
    // No permission or no worker yet: the other triggers still send the order.
  }
}

/** Calls `onSync` each time the service worker relays a Background Sync; answers the unsubscribe. */
export function onOrdersSync(onSync: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === syncMessage) onSync();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
