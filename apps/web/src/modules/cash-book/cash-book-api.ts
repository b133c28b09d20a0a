import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CashBookQuery,
  CloseCashBookDayInput,
  CloseCashBookMonthInput,
  CreateCashBookEntryInput,
  UpdateCashBookEntryInput,
} from '@wb/contract/cash-book';
import { api } from '@/app/api/api-client';
import { fetchApiFile } from '@/app/api/api-file';

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
export const useCloseDay = () => useCashBookMutation((input: CloseCashBookDayInput) => api('POST /cash-book/close-day', { body: input }));
export const useUploadReceipt = () =>
  useCashBookMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api('POST /cash-book/entries/:id/receipt', { params: { id }, body: form });
  });

/** Saves a file of the API (a receipt, the month's PDF) under `filename`. */
export async function saveCashBookFile(path: string, filename: string): Promise<void> {
  const res = await fetchApiFile(path);
  if (!res.ok) throw new Error(`File ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
