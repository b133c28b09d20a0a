import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePurchaseOrderInput,
  ListPurchaseOrdersQuery,
  ReceivePurchaseOrderInput,
  SendPurchaseOrderInput,
  UpdatePurchaseOrderInput,
} from '@wb/contract/purchase-orders';
import { api } from '@/app/api/api-client';
import { openApiPdf } from '@/app/api/api-file';
import { useListCaching } from '@/app/workspace-settings';

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  list: (query: ListPurchaseOrdersQuery) => ['purchase-orders', 'list', query] as const,
  one: (id: string) => ['purchase-orders', 'one', id] as const,
};

export function usePurchaseOrders(query: ListPurchaseOrdersQuery) {
  const caching = useListCaching();
  return useQuery({
    queryKey: purchaseOrderKeys.list(query),
    queryFn: ({ signal }) => api('GET /purchase-orders', { query, signal }),
    ...caching,
  });
}

export function usePurchaseOrder(id: string | undefined) {
  return useQuery({
    queryKey: purchaseOrderKeys.one(id ?? ''),
    queryFn: ({ signal }) => api('GET /purchase-orders/:id', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

/** Every change refreshes purchase orders, items (stock and lots) and suppliers (performance). */
function usePurchaseOrderMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all(['purchase-orders', 'items', 'suppliers'].map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
  });
}

export const useCreatePurchaseOrder = () =>
  usePurchaseOrderMutation((input: CreatePurchaseOrderInput) => api('POST /purchase-orders', { body: input }));

export const useUpdatePurchaseOrder = (id: string) =>
  usePurchaseOrderMutation((input: UpdatePurchaseOrderInput) => api('PATCH /purchase-orders/:id', { params: { id }, body: input }));

export const useDeletePurchaseOrder = () =>
  usePurchaseOrderMutation((id: string) => api('DELETE /purchase-orders/:id', { params: { id } }));

export const useSendPurchaseOrder = (id: string) =>
  usePurchaseOrderMutation((input: SendPurchaseOrderInput) => api('POST /purchase-orders/:id/send', { params: { id }, body: input }));

export const useCancelPurchaseOrder = (id: string) =>
  usePurchaseOrderMutation(() => api('POST /purchase-orders/:id/cancel', { params: { id } }));

export const useReceivePurchaseOrder = (id: string) =>
  usePurchaseOrderMutation((input: ReceivePurchaseOrderInput) => api('POST /purchase-orders/:id/receive', { params: { id }, body: input }));

export const useReversePurchaseReceipt = (id: string) =>
  usePurchaseOrderMutation((receiptId: string) =>
    api('POST /purchase-orders/:id/receipts/:receiptId/reverse', { params: { id, receiptId } }),
  );

/** Opens the purchase order's PDF (in the supplier's language) in a new tab. */
export function openPurchaseOrderPdf(id: string): Promise<void> {
  return openApiPdf(`/purchase-orders/${id}/pdf`);
}
