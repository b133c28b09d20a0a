import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/app/auth/auth-context';
import { ownerOf } from './offline-db';

/**
 * A form in progress, kept in this tab's session storage while it is filled in: a reload (taking
 * an app update, or an accidental one) puts it back. Kept per person, so a second person signing
 * in on the same tab never gets the first one's draft; gone when the tab closes.
 */
const storageKey = (owner: string, name: string) => `draft:${owner}:${name}`;

function read<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export type FormDraft<T> = {
  /** Where the draft is kept; null keeps nothing (signed out, or an existing record being edited). */
  key: string | null;
  /** The draft found when the form opened, if any: the form starts from it. */
  restored: T | null;
  /** Forgets the draft (saved, queued, or thrown away). */
  clear: () => void;
  /** Hides the "restored" notice, keeping the draft. */
  dismiss: () => void;
};

/** The draft of the form `name` as this tab kept it; `enabled: false` keeps and restores nothing. */
export function useFormDraft<T>(name: string, enabled = true): FormDraft<T> {
  const { user } = useAuth();
  const key = user && enabled ? storageKey(ownerOf(user), name) : null;
  const [restored, setRestored] = useState<T | null>(() => (key ? read<T>(key) : null));
  const clear = useCallback(() => {
    if (key) sessionStorage.removeItem(key);
    setRestored(null);
  }, [key]);
  const dismiss = useCallback(() => setRestored(null), []);
  return { key, restored, clear, dismiss };
}

/**
 * Writes `value` as the draft whenever it changes, while `keep` says it holds something worth
 * keeping, and removes it otherwise. `value` keeps its identity until it changes (memoise it).
 */
export function useKeepDraft<T>(draft: FormDraft<T>, value: T, keep: boolean): void {
  const { key } = draft;
  useEffect(() => {
    if (!key) return;
    try {
      if (keep) sessionStorage.setItem(key, JSON.stringify(value));
      else sessionStorage.removeItem(key);
    } catch {
      // Storage full or refused: the form still works, it is only not kept.
    }
  }, [key, value, keep]);
}
