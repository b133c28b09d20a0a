import { keepPreviousData, QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import type { SettingsBulk } from '@wb/contract/settings';
import { useContext } from 'react';
import { api } from '@/app/api/api-client';
import { useAuth, useOptionalAuth } from '@/app/auth/auth-context';

/** Query keys of the workspace settings (the settings module's saves write into the same cache). */
export const settingsKeys = {
  all: ['settings'] as const,
  bulk: (userId: string | undefined) => ['settings', 'bulk', userId ?? 'anonymous'] as const,
  nextNumbers: (userId: string | undefined) => ['settings', 'next-numbers', userId ?? 'anonymous'] as const,
};

/**
 * The workspace settings, loaded once after sign-in (the shell asks first) and kept: a save
 * writes its answer into this cache instead of loading everything again.
 */
export function useSettings() {
  const { user } = useAuth();
  return useQuery({
    queryKey: settingsKeys.bulk(user?.id),
    queryFn: ({ signal }) => api('GET /settings/bulk', { signal }),
    enabled: !!user,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type SearchSettings = SettingsBulk['search'];
/**
 * The search section's defaults (those of the contract's searchSettingsSchema), written out: parsing
 * the schema here would put every settings schema into the shell's first page.
 */
export const searchDefaults: SearchSettings = {
  showContactInClientSearch: true,
  fuzzySearch: true,
  autocomplete: true,
  highlightTerms: true,
  advancedFilters: false,
  resultsLimit: 50,
  searchDelayMs: 300,
  cacheResults: true,
  searchHistory: true,
  kvk: { apiKey: '' },
};
/** A client for components rendered without a QueryClientProvider: it never loads (see below). */
const detached = new QueryClient();

/** Settings → Search, defaults filled in (the list components: search box, table, list queries). */
export function useSearchSettings(): SearchSettings {
  return { ...searchDefaults, ...useSettingsData()?.search };
}

/**
 * The workspace settings as loaded (undefined until then), for components that may also be
 * rendered on their own, without a signed-in app or a QueryClientProvider around them.
 */
export function useSettingsData(): SettingsBulk | undefined {
  const auth = useOptionalAuth();
  const client = useContext(QueryClientContext);
  const { data } = useQuery(
    {
      queryKey: settingsKeys.bulk(auth?.user?.id),
      queryFn: ({ signal }) => api('GET /settings/bulk', { signal }),
      enabled: !!auth?.user && !!client,
      staleTime: Number.POSITIVE_INFINITY,
    },
    client ?? detached,
  );
  return data;
}

/**
 * How a list's query keeps its results: Settings → Search → cacheResults on, for 30 s, showing the
 * previous page while the next loads; off, never (staleTime 0, loaded again whenever shown).
 */
export function useListCaching() {
  const { cacheResults } = useSearchSettings();
  return cacheResults
    ? ({ staleTime: 30_000, placeholderData: keepPreviousData } as const)
    : ({ staleTime: 0, refetchOnMount: 'always' } as const);
}
