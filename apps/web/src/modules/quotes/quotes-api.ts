import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateQuoteInput, ListQuotesQuery, SendQuoteInput, UpdateQuoteInput } from '@wb/contract/quotes';
import { api } from '@/app/api/api-client';
import { openApiPdf } from '@/app/api/api-file';

export const quoteKeys = {
  all: ['quotes'] as const,
  list: (query: ListQuotesQuery) => ['quotes', 'list', query] as const,
  one: (id: string) => ['quotes', 'one', id] as const,
};

export function useQuotes(query: ListQuotesQuery) {
  return useQuery({
    queryKey: quoteKeys.list(query),
    queryFn: ({ signal }) => api('GET /quotes', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useQuote(id: string | undefined) {
  return useQuery({
    queryKey: quoteKeys.one(id ?? ''),
    queryFn: ({ signal }) => api('GET /quotes/:id', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

/** Every change refreshes quotes and orders (an accepted quote made one). */
function useQuoteMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all(['quotes', 'orders'].map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
  });
}

export const useCreateQuote = () => useQuoteMutation((input: CreateQuoteInput) => api('POST /quotes', { body: input }));
export const useUpdateQuote = (id: string) =>
  useQuoteMutation((input: UpdateQuoteInput) => api('PATCH /quotes/:id', { params: { id }, body: input }));
export const useDeleteQuote = () => useQuoteMutation((id: string) => api('DELETE /quotes/:id', { params: { id } }));
export const useSendQuote = (id: string) =>
  useQuoteMutation((input: SendQuoteInput) => api('POST /quotes/:id/send', { params: { id }, body: input }));
export const useDeclineQuote = (id: string) => useQuoteMutation(() => api('POST /quotes/:id/decline', { params: { id } }));
export const useAcceptQuote = (id: string) => useQuoteMutation(() => api('POST /quotes/:id/accept', { params: { id } }));

export function useQuoteEmailDraft(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['quotes', 'email', id],
    queryFn: ({ signal }) => api('GET /quotes/:id/email', { params: { id }, signal }),
    enabled,
  });
}

/** Opens the quote's PDF in a new tab, where the browser's print dialog prints it. */
export function openQuotePdf(id: string): Promise<void> {
  return openApiPdf(`/quotes/${id}/pdf`);
}
