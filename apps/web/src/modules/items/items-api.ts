import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateItemInput,
  CreateLotInput,
  CreateStockMovementInput,
  DeleteItemResult,
  Item,
  ItemPage,
  ItemStock,
  ListItemsQuery,
  UpdateItemInput,
} from '@wb/contract/items';
import type { SupplierPage } from '@wb/contract/suppliers';
import { api } from '@/app/api/api-client';
import { queryString } from '@/components/csv-transfer';

const keys = {
  all: ['items'] as const,
  list: (query: ListItemsQuery) => ['items', 'list', query] as const,
  stock: (id: string) => ['items', 'stock', id] as const,
};

export function useItems(query: ListItemsQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api<ItemPage>(`/items${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useItemStock(id: string | null) {
  return useQuery({ queryKey: keys.stock(id ?? ''), queryFn: () => api<ItemStock>(`/items/${id}/stock`), enabled: !!id });
}

/** Active suppliers to choose an item's supplier from. */
export function useSupplierChoices() {
  return useQuery({
    queryKey: ['suppliers', 'choices'],
    queryFn: () => api<SupplierPage>('/suppliers?status=active&pageSize=200&sort=name'),
    staleTime: 60_000,
  });
}

function useItemMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keys.all });
      await client.invalidateQueries({ queryKey: ['suppliers'] });
    },
  });
}

export const useCreateItem = () => useItemMutation((input: CreateItemInput) => api<Item>('/items', { method: 'POST', body: input }));

export const useUpdateItem = () =>
  useItemMutation(({ id, input }: { id: string; input: UpdateItemInput }) => api<Item>(`/items/${id}`, { method: 'PATCH', body: input }));

export const useDeleteItem = () => useItemMutation((id: string) => api<DeleteItemResult>(`/items/${id}`, { method: 'DELETE' }));

export const useCreateMovement = (id: string) =>
  useItemMutation((input: CreateStockMovementInput) => api<ItemStock>(`/items/${id}/stock-movements`, { method: 'POST', body: input }));

export const useCreateLot = (id: string) =>
  useItemMutation((input: CreateLotInput) => api<ItemStock>(`/items/${id}/lots`, { method: 'POST', body: input }));
