import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashBookQuery, CloseCashBookMonthInput, CreateCashBookEntryInput, UpdateCashBookEntryInput } from '@wb/contract/cash-book';
import { api } from '@/app/api/api-client';

export function useCashBook(query: CashBookQuery) {
  return useQuery({
    queryKey: ['cash-book', query],
    queryFn: ({ signal }) => api('GET /cash-book', { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useCashBookMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ['cash-book'] }) });
}

export const useCreateEntry = () =>
  useCashBookMutation((input: CreateCashBookEntryInput) => api('POST /cash-book/entries', { body: input }));
export const useUpdateEntry = () =>
  useCashBookMutation(({ id, input }: { id: string; input: UpdateCashBookEntryInput }) =>
    api('PATCH /cash-book/entries/:id', { params: { id }, body: input }),
  );
export const useDeleteEntry = () => useCashBookMutation((id: string) => api('DELETE /cash-book/entries/:id', { params: { id } }));
export const useCloseMonth = () => useCashBookMutation((input: CloseCashBookMonthInput) => api('POST /cash-book/close', { body: input }));
