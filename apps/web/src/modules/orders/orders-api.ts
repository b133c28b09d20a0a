import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeOrderStatusInput,
  CreateOrderInput,
  ListOrdersQuery,
  Order,
  SendOrderConfirmationInput,
  UpdateOrderInput,
} from '@wb/contract/orders';
import { api } from '@/app/api/api-client';
import { idempotencyHeader } from '@/app/api/idempotency';
import { useMemo } from 'react';
import { useListCaching } from '@/app/workspace-settings';
import { openApiPdf } from '@/app/api/api-file';

/** Filters of the order views: the contract's list query without its paging and sort. */
export type OrderFilters = Omit<ListOrdersQuery, 'page' | 'pageSize' | 'sort'>;

export const orderKeys = {
  all: ['orders'] as const,
  statuses: ['orders', 'statuses'] as const,
  options: ['orders', 'options'] as const,
  list: (query: ListOrdersQuery) => ['orders', 'list', query] as const,
  board: (filters: OrderFilters) => ['orders', 'board', filters] as const,
  one: (id: string) => ['orders', 'one', id] as const,
  accountCheck: (accountId: string, exceptOrderId?: string) => ['orders', 'account-check', accountId, exceptOrderId ?? ''] as const,
  catalog: (q: string, category: string) => ['orders', 'catalog', q, category] as const,
  lineStock: (ids: readonly string[]) => ['orders', 'line-stock', ...ids] as const,
  lots: (itemId: string) => ['orders', 'lots', itemId] as const,
};

export function useOrderStatuses() {
  return useQuery({
    queryKey: orderKeys.statuses,
    queryFn: ({ signal }) => api('GET /order-statuses', { signal }),
    staleTime: 60_000,
  });
}

export function useOrderOptions() {
  return useQuery({
    queryKey: orderKeys.options,
    queryFn: ({ signal }) => api('GET /orders/options', { signal }),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useOrderPage(query: ListOrdersQuery) {
  const caching = useListCaching();
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api('GET /orders', { query, signal }),
    ...caching,
  });
}

export function useOrderBoard(filters: OrderFilters) {
  return useQuery({
    queryKey: orderKeys.board(filters),
    queryFn: ({ signal }) => api('GET /orders/board', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.one(id ?? ''),
    queryFn: ({ signal }) => api('GET /orders/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
    staleTime: 0,
  });
}

export function useAccountCheck(accountId: string | undefined, exceptOrderId?: string) {
  return useQuery({
    queryKey: orderKeys.accountCheck(accountId ?? '', exceptOrderId),
    queryFn: ({ signal }) => api('GET /orders/accounts/:id/check', { params: { id: accountId ?? '' }, query: { exceptOrderId }, signal }),
    enabled: !!accountId,
    staleTime: 0,
  });
}

export function searchAccounts(term: string, signal?: AbortSignal) {
  return api('GET /accounts/search', { query: { term }, signal });
}

export function searchCatalog(q: string, category = '', limit = 20, signal?: AbortSignal) {
  return api('GET /orders/catalog', { query: { q, category, limit }, signal });
}

/** Items of a category for the touch tiles. */
export function useCatalog(category: string, q = '') {
  return useQuery({
    queryKey: orderKeys.catalog(q, category),
    queryFn: ({ signal }) => searchCatalog(q, category, 200, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/**
 * The stock on hand now of the items on an order's lines (by item id), when stock tracking is on;
 * read again whenever the form is opened, as stock changes elsewhere.
 */
export function useLineStock(itemIds: readonly string[], enabled: boolean): ReadonlyMap<string, string> {
  const ids = [...new Set(itemIds)].sort().slice(0, 200);
  const query = useQuery({
    queryKey: orderKeys.lineStock(ids),
    queryFn: ({ signal }) => api('GET /orders/catalog', { query: { ids: ids.join(',') }, signal }),
    enabled: enabled && ids.length > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  return useMemo(() => new Map((query.data ?? []).map((item) => [item.id, item.quantityOnHand])), [query.data]);
}

export function useItemLots(itemId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.lots(itemId ?? ''),
    queryFn: ({ signal }) => api('GET /orders/catalog/:id/lots', { params: { id: itemId ?? '' }, signal }),
    enabled: !!itemId,
  });
}

/** After a change every order view reads again; the changed order is stored at once. */
function useOrderWrite<I>(call: (input: I) => Promise<Order>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (order) => {
      client.setQueryData(orderKeys.one(order.id), order);
      await client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'orders' && query.queryKey[1] !== 'one' && query.queryKey[1] !== 'statuses',
      });
    },
  });
}

/** A new order, sent with an Idempotency-Key when given (a retry of the same request makes one order). */
export function useCreateOrder() {
  return useOrderWrite(({ input, key }: { input: CreateOrderInput; key?: string }) =>
    api('POST /orders', { body: input, ...(key ? { headers: idempotencyHeader(key) } : {}) }),
  );
}

export function useUpdateOrder(id: string) {
  return useOrderWrite((input: UpdateOrderInput) => api('PATCH /orders/:id', { params: { id }, body: input }));
}

export function useChangeOrderStatus() {
  return useOrderWrite(({ id, ...input }: ChangeOrderStatusInput & { id: string }) =>
    api('POST /orders/:id/status', { params: { id }, body: input }),
  );
}

export function useDeleteOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /orders/:id', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The status editor's calls (Settings → Orders): each answers the whole list, which replaces the cache. */
export function useStatusEdit<I, R>(call: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Opens the order confirmation (PDF, in the customer's language) in a new tab. */
export function openOrderConfirmation(id: string): Promise<void> {
  return openApiPdf(`/orders/${id}/confirmation.pdf`);
}

/** Sends the order confirmation by e-mail (to the address given, else the customer's). */
export function useSendOrderConfirmation(id: string) {
  return useMutation({
    mutationFn: (input: SendOrderConfirmationInput) => api('POST /orders/:id/confirmation/send', { params: { id }, body: input }),
  });
}
