import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConvertedInvoices,
  CreateInvoiceInput,
  Invoice,
  InvoiceableOrder,
  InvoicePage,
  InvoicePreview,
  ListInvoicesQuery,
  OrdersToInvoiceInput,
  UpdateInvoiceInput,
} from '@wb/contract/invoices';
import { webClientHeader, webClientValue } from '@wb/contract/auth-constants';
import { api, apiBase } from '@/app/api/api-client';
import { getSession } from '@/app/auth/auth-store';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: ListInvoicesQuery) => ['invoices', 'list', query] as const,
  one: (id: string) => ['invoices', 'one', id] as const,
  invoiceable: (query: Record<string, string>) => ['invoices', 'invoiceable-orders', query] as const,
};

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useInvoices(query: ListInvoicesQuery) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api<InvoicePage>(`/invoices${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.one(id ?? ''),
    queryFn: ({ signal }) => api<Invoice>(`/invoices/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useInvoiceableOrders(query: Record<string, string>, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.invoiceable(query),
    queryFn: ({ signal }) => api<InvoiceableOrder[]>(`/invoices/invoiceable-orders${queryString(query)}`, { signal }),
    enabled,
  });
}

function useInvoiceMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }) });
}

export const useCreateInvoice = () =>
  useInvoiceMutation((input: CreateInvoiceInput) => api<Invoice>('/invoices', { method: 'POST', body: input }));

export const useUpdateInvoice = (id: string) =>
  useInvoiceMutation((input: UpdateInvoiceInput) => api<Invoice>(`/invoices/${id}`, { method: 'PATCH', body: input }));

export const useFinaliseInvoice = () =>
  useInvoiceMutation((id: string) => api<Invoice>(`/invoices/${id}/finalise`, { method: 'POST', body: {} }));

export const useCreditInvoice = () =>
  useInvoiceMutation((id: string) => api<Invoice>(`/invoices/${id}/credit-note`, { method: 'POST', body: {} }));

export const useDeleteInvoice = () => useInvoiceMutation((id: string) => api<{ deleted: true }>(`/invoices/${id}`, { method: 'DELETE' }));

export const usePreviewFromOrders = () =>
  useMutation({
    mutationFn: (input: OrdersToInvoiceInput) => api<InvoicePreview>('/invoices/preview-from-orders', { method: 'POST', body: input }),
  });

export const useConvertFromOrders = () =>
  useInvoiceMutation((input: OrdersToInvoiceInput) =>
    api<ConvertedInvoices>('/invoices/convert-from-orders', { method: 'POST', body: input }),
  );

function fetchInvoiceFile(id: string, kind: 'pdf' | 'ubl'): Promise<Response> {
  const token = getSession()?.token;
  return fetch(`${apiBase}/invoices/${id}/${kind}`, {
    headers: { [webClientHeader]: webClientValue, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
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

/** Opens the invoice's PDF in a new tab, where the browser's print dialog prints it. */
export async function openInvoicePdf(id: string): Promise<void> {
  const tab = window.open('', '_blank');
  const res = await fetchInvoiceFile(id, 'pdf');
  if (!res.ok) {
    tab?.close();
    throw new Error(`PDF ${res.status}`);
  }
  const url = URL.createObjectURL(await res.blob());
  if (tab) tab.location.href = url;
  else window.location.href = url;
}
