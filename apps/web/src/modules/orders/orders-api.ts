import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@wb/contract/accounts';
import type { OrderStatuses } from '@wb/contract/order-statuses';
import type {
  ChangeOrderStatusInput,
  CreateOrderInput,
  Order,
  OrderAccountCheck,
  OrderBoard,
  OrderCatalogItem,
  OrderLot,
  OrderOptions,
  OrderPage,
  UpdateOrderInput,
} from '@wb/contract/orders';
import { api } from '@/app/api/api-client';

/** Filters of the order views, as the list and board calls take them. */
export type OrderFilters = {
  q?: string;
  statusId?: string;
  accountId?: string;
  route?: string;
  assignedTo?: string;
  from?: string;
  to?: string;
  open?: boolean;
};

export type OrderListQuery = OrderFilters & { page: number; pageSize: number; sort?: string };

export const orderKeys = {
  all: ['orders'] as const,
  statuses: ['orders', 'statuses'] as const,
  options: ['orders', 'options'] as const,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
  board: (filters: OrderFilters) => ['orders', 'board', filters] as const,
  one: (id: string) => ['orders', 'one', id] as const,
  accountCheck: (accountId: string, exceptOrderId?: string) => ['orders', 'account-check', accountId, exceptOrderId ?? ''] as const,
  catalog: (q: string, category: string) => ['orders', 'catalog', q, category] as const,
  lots: (itemId: string) => ['orders', 'lots', itemId] as const,
};

export function toSearch(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useOrderStatuses() {
  return useQuery({
    queryKey: orderKeys.statuses,
    queryFn: ({ signal }) => api<OrderStatuses>('/order-statuses', { signal }),
    staleTime: 60_000,
  });
}

export function useOrderOptions() {
  return useQuery({
    queryKey: orderKeys.options,
    queryFn: ({ signal }) => api<OrderOptions>('/orders/options', { signal }),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useOrderPage(query: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api<OrderPage>(`/orders${toSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderBoard(filters: OrderFilters) {
  return useQuery({
    queryKey: orderKeys.board(filters),
    queryFn: ({ signal }) => api<OrderBoard>(`/orders/board${toSearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.one(id ?? ''),
    queryFn: ({ signal }) => api<Order>(`/orders/${id}`, { signal }),
    enabled: !!id,
    staleTime: 0,
  });
}

export function useAccountCheck(accountId: string | undefined, exceptOrderId?: string) {
  return useQuery({
    queryKey: orderKeys.accountCheck(accountId ?? '', exceptOrderId),
    queryFn: ({ signal }) => api<OrderAccountCheck>(`/orders/accounts/${accountId}/check${toSearch({ exceptOrderId })}`, { signal }),
    enabled: !!accountId,
    staleTime: 0,
  });
}

export function searchAccounts(term: string, signal?: AbortSignal): Promise<Account[]> {
  return api<Account[]>(`/accounts/search${toSearch({ term })}`, { signal });
}

export function searchCatalog(q: string, category = '', limit = 20, signal?: AbortSignal): Promise<OrderCatalogItem[]> {
  return api<OrderCatalogItem[]>(`/orders/catalog${toSearch({ q, category, limit })}`, { signal });
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

export function useItemLots(itemId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.lots(itemId ?? ''),
    queryFn: ({ signal }) => api<OrderLot[]>(`/orders/catalog/${itemId}/lots`, { signal }),
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

export function useCreateOrder() {
  return useOrderWrite((input: CreateOrderInput) => api<Order>('/orders', { method: 'POST', body: input }));
}

export function useUpdateOrder(id: string) {
  return useOrderWrite((input: UpdateOrderInput) => api<Order>(`/orders/${id}`, { method: 'PATCH', body: input }));
}

export function useChangeOrderStatus() {
  return useOrderWrite(({ id, ...input }: ChangeOrderStatusInput & { id: string }) =>
    api<Order>(`/orders/${id}/status`, { method: 'POST', body: input }),
  );
}

export function useDeleteOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ deleted: true }>(`/orders/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The status editor's calls (Settings → Orders): each answers the whole list, which replaces the cache. */
export function useStatusEdit<I>(call: (input: I) => Promise<OrderStatuses | unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
