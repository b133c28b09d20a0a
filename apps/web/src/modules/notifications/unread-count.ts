import { useSyncExternalStore } from 'react';

// The bell's unread count. The always-loaded shell only reads it; the lazily loaded live
// connection (notification-live.ts) keeps it current. No query library here: every byte of
// the shell counts against the first page's budget.
let count = 0;
const listeners = new Set<() => void>();

export function setUnreadCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, () => count);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
