import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@wb/contract/accounts';
import { useEffect } from 'react';
import { api } from '@/app/api/api-client';
import { useOnline } from '@/app/offline/online';
import { orderKeys, searchCatalog } from './orders-api';

export const offlineAccountsKey = ['orders', 'offline-accounts'] as const;
const pageSize = 200;
/** Up to 1,000 active customers are kept for choosing offline; beyond that, the ones searched before. */
const maxPages = 5;

async function loadActiveAccounts(signal: AbortSignal): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const found = await api('GET /accounts', { query: { status: 'active', sort: 'companyName', pageSize, page }, signal });
    accounts.push(...found.items);
    if (found.items.length < pageSize) break;
  }
  return accounts;
}

/** The active customers, read while online and cached on the device, for choosing an account offline. */
export function useOfflineAccounts(enabled: boolean) {
  return useQuery({
    queryKey: offlineAccountsKey,
    queryFn: ({ signal }) => loadActiveAccounts(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** While online, reads every category's tiles once, so the whole catalogue is on the device for offline use. */
export function useOfflineCatalog(categories: readonly string[]): void {
  const client = useQueryClient();
  const online = useOnline();
  const list = categories.join('\n');
  useEffect(() => {
    if (!online) return;
    for (const category of list ? list.split('\n') : []) {
      void client.prefetchQuery({
        queryKey: orderKeys.catalog('', category),
        queryFn: ({ signal }) => searchCatalog('', category, 200, signal),
        staleTime: 60_000,
      });
    }
  }, [client, online, list]);
}

/** Finds accounts in the cached list by name, number, city or postcode, as the server's search does. */
export function searchCachedAccounts(accounts: readonly Account[], term: string, limit = 20): Account[] {
  const words = term.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const text = (a: Account) => [a.companyName, a.accountNumber, a.city, a.postalCode].join(' ').toLocaleLowerCase();
  return accounts.filter((a) => words.every((w) => text(a).includes(w))).slice(0, limit);
}
