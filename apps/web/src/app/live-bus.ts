/**
 * Live events other than notifications that arrive on the one Server-Sent Events stream of
 * notification-live.ts (payment progress, say): modules listen here instead of opening a second
 * stream. `connected` says whether the stream is up now; a listener polls while it is not.
 */
type Listener = (data: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
let connected = false;

export const liveEventNames = ['payment.progress', 'statement.progress', 'bi.kpis'] as const;

export function onLiveEvent(name: string, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set<Listener>();
  listeners.set(name, set);
  set.add(listener);
  return () => set.delete(listener);
}

export function emitLiveEvent(name: string, data: unknown): void {
  for (const listener of [...(listeners.get(name) ?? [])]) listener(data);
}

export function setLiveConnected(value: boolean): void {
  connected = value;
}

export function isLiveConnected(): boolean {
  return connected;
}
