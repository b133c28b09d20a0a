import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateItemInput, CreateLotInput, CreateStockMovementInput, ListItemsQuery, UpdateItemInput } from '@wb/contract/items';
import { api } from '@/app/api/api-client';
import { useListCaching } from '@/app/workspace-settings';

const keys = {
  all: ['items'] as const,
  list: (query: ListItemsQuery) => ['items', 'list', query] as const,
  stock: (id: string) => ['items', 'stock', id] as const,
};

export function useItems(query: ListItemsQuery) {
  const caching = useListCaching();
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api('GET /items', { query, signal }),
    ...caching,
  });
}

export function useItemStock(id: string | null) {
  return useQuery({
    queryKey: keys.stock(id ?? ''),
    queryFn: () => api('GET /items/:id/stock', { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}

/** A lot's trace: the purchase orders it came in on and the orders it went out to. */
export function useLotTrace(itemId: string, lotId: string | null) {
  return useQuery({
    queryKey: ['items', 'lot-trace', itemId, lotId ?? ''],
    queryFn: () => api('GET /items/:id/lots/:lotId/trace', { params: { id: itemId, lotId: lotId ?? '' } }),
    enabled: !!lotId,
  });
}

/** Active suppliers to choose an item's supplier from. */
export function useSupplierChoices() {
  return useQuery({
    queryKey: ['suppliers', 'choices'],
    queryFn: () => api('GET /suppliers', { query: { status: 'active', pageSize: 200, sort: 'name' } }),
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

export const useCreateItem = () => useItemMutation((input: CreateItemInput) => api('POST /items', { body: input }));

export const useUpdateItem = () =>
  useItemMutation(({ id, input }: { id: string; input: UpdateItemInput }) => api('PATCH /items/:id', { params: { id }, body: input }));

export const useDeleteItem = () => useItemMutation((id: string) => api('DELETE /items/:id', { params: { id } }));

export const useCreateMovement = (id: string) =>
  useItemMutation((input: CreateStockMovementInput) => api('POST /items/:id/stock-movements', { params: { id }, body: input }));

export const useCreateLot = (id: string) =>
  useItemMutation((input: CreateLotInput) => api('POST /items/:id/lots', { params: { id }, body: input }));

/** The opening stock of an item (made or still at nothing): a receipt through the stock movements API. */
export const useBookOpeningStock = () =>
  useItemMutation(({ id, quantity, reference }: { id: string; quantity: string; reference: string }) =>
    api('POST /items/:id/stock-movements', { params: { id }, body: { kind: 'receipt', quantity, reference } }),
  );
