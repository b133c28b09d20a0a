import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateInvoiceInput,
  CreditInvoiceInput,
  InvoiceableOrdersQuery,
  InvoiceSumsQuery,
  ListInvoicesQuery,
  OrdersToInvoiceInput,
  SendReminderInput,
  UpdateInvoiceInput,
} from '@wb/contract/invoices';
import { api } from '@/app/api/api-client';
import { fetchApiFile, openApiPdf } from '@/app/api/api-file';
import { ApiError } from '@/app/api/api-error';
import { idempotencyHeader, useIdempotencyKey } from '@/app/api/idempotency';
import { useListCaching } from '@/app/workspace-settings';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: ListInvoicesQuery) => ['invoices', 'list', query] as const,
  sums: (query: InvoiceSumsQuery) => ['invoices', 'sums', query] as const,
  one: (id: string) => ['invoices', 'one', id] as const,
  invoiceable: (query: Record<string, string>) => ['invoices', 'invoiceable-orders', query] as const,
  accountSummary: (accountId: string) => ['invoices', 'account-summary', accountId] as const,
};

/** What an account has on order and owes (the account page's summary; the server keeps it with invoices). */
export function useAccountSummary(id: string, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.accountSummary(id),
    queryFn: ({ signal }) => api('GET /accounts/:id/summary', { params: { id }, signal }),
    enabled: enabled && !!id,
  });
}

export function useInvoices(query: ListInvoicesQuery, enabled = true) {
  const caching = useListCaching();
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api('GET /invoices', { query, signal }),
    enabled,
    ...caching,
  });
}

/** The count and sums over every invoice a filter matches: the list's footer, asked beside its page (issue 35). */
export function useInvoiceSums(query: InvoiceSumsQuery, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.sums(query),
    queryFn: ({ signal }) => api('GET /invoices/sums', { query, signal }),
    enabled,
  });
}

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.one(id ?? ''),
    queryFn: ({ signal }) => api('GET /invoices/:id', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useInvoiceableOrders(query: InvoiceableOrdersQuery, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.invoiceable(query),
    queryFn: ({ signal }) => api('GET /invoices/invoiceable-orders', { query, signal }),
    enabled,
  });
}

function useInvoiceMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }) });
}

export const useCreateInvoice = () => useInvoiceMutation((input: CreateInvoiceInput) => api('POST /invoices', { body: input }));

export const useUpdateInvoice = (id: string) =>
  useInvoiceMutation((input: UpdateInvoiceInput) => api('PATCH /invoices/:id', { params: { id }, body: input }));

/** A lost answer (network) is retried with the same variables, so with the same Idempotency-Key. */
const retryLostAnswer = (failures: number, error: Error) => error instanceof ApiError && error.code === 'NETWORK' && failures < 2;

/**
 * A finalising, converting or crediting call: each user action sends an Idempotency-Key, the same
 * one when it is retried (automatically after a network failure, or by the user after an error),
 * so it is never done twice; a new action after a success gets a new key.
 */
function useIdempotentMutation<I, O>(call: (input: I, headers: Record<string, string>) => Promise<O>) {
  const client = useQueryClient();
  const { keyFor, done } = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: I; key: string }) => call(input, idempotencyHeader(key)),
    retry: retryLostAnswer,
    onSuccess: () => {
      done();
      return client.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
  return {
    ...mutation,
    mutate: (input: I, options?: { onSuccess?: (result: O) => void }) =>
      mutation.mutate({ input, key: keyFor(input) }, { onSuccess: (result) => options?.onSuccess?.(result) }),
    mutateAsync: (input: I) => mutation.mutateAsync({ input, key: keyFor(input) }),
  };
}

export const useFinaliseInvoice = () =>
  useIdempotentMutation((id: string, headers) => api('POST /invoices/:id/finalise', { params: { id }, body: {}, headers }));

export const useCreditInvoice = () =>
  useIdempotentMutation(({ id, input }: { id: string; input: CreditInvoiceInput }, headers) =>
    api('POST /invoices/:id/credit-note', { params: { id }, body: input, headers }),
  );

export const useSendReminder = () =>
  useInvoiceMutation(({ id, input }: { id: string; input: SendReminderInput }) =>
    api('POST /invoices/:id/reminder', { params: { id }, body: input }),
  );

export const useDeleteInvoice = () => useInvoiceMutation((id: string) => api('DELETE /invoices/:id', { params: { id } }));

export const usePreviewFromOrders = () =>
  useMutation({
    mutationFn: (input: OrdersToInvoiceInput) => api('POST /invoices/preview-from-orders', { body: input }),
  });

export const useConvertFromOrders = () =>
  useIdempotentMutation((input: OrdersToInvoiceInput, headers) => api('POST /invoices/convert-from-orders', { body: input, headers }));

function fetchInvoiceFile(id: string, kind: 'pdf' | 'ubl'): Promise<Response> {
  return fetchApiFile(`/invoices/${id}/${kind}`);
}

/** Downloads the invoice as Peppol UBL (XML). */
export async function downloadInvoiceUbl(id: string, name: string): Promise<void> {
  const res = await fetchInvoiceFile(id, 'ubl');
  if (!res.ok) throw new Error(`UBL ${res.status}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = `${name}.xml`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Opens the invoice's PDF in a new tab. */
export function openInvoicePdf(id: string): Promise<void> {
  return openApiPdf(`/invoices/${id}/pdf`);
}

/** The configured invoice statuses (issue 30): the list's chips and filter follow them. */
export function useInvoiceStatuses() {
  return useQuery({
    queryKey: ['statuses', 'invoices'],
    queryFn: ({ signal }) => api('GET /invoice-statuses', { signal }),
    staleTime: 60_000,
  });
}
