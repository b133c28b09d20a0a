/**
 * The last searches of each list (Settings → Search → searchHistory), in this browser's
 * localStorage: at most 8 a list, newest first. A search that only grew from an earlier one
 * (typing "appel" after "app") takes its place.
 */
export const searchHistorySize = 8;
const prefix = 'wb.searchHistory.';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function readSearchHistory(list: string): string[] {
  try {
    const value = JSON.parse(storage()?.getItem(prefix + list) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, searchHistorySize) : [];
  } catch {
    return [];
  }
}

/** Adds `search` in front; answers the list's history after it. */
export function rememberSearch(list: string, search: string): string[] {
  const text = search.trim();
  if (!text) return readSearchHistory(list);
  const lower = text.toLowerCase();
  const kept = readSearchHistory(list).filter((old) => {
    const o = old.toLowerCase();
    return o !== lower && !lower.startsWith(o);
  });
  const next = [text, ...kept].slice(0, searchHistorySize);
  storage()?.setItem(prefix + list, JSON.stringify(next));
  return next;
}

/** Forgets every list's searches (the switch turned off). */
export function clearSearchHistory(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => !!k?.startsWith(prefix));
  for (const key of keys) store.removeItem(key);
}
