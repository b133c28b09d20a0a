import { useCallback, useRef } from 'react';

/** A random UUID (v4); crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An Idempotency-Key per user action: `keyFor(request)` makes one the first time and gives the
 * same one again while the same request is retried (after a failure or a lost answer), so the
 * server answers a repeat with the first result instead of doing it twice; `done()` after a
 * success, and the next action gets a new key. A different request always gets a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const text = JSON.stringify(request ?? null);
    if (current.current?.request !== text) current.current = { request: text, key: newUuid() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}

export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });
