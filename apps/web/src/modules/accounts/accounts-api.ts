import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Account,
  AccountPage,
  AccountSummary,
  BlockAccountInput,
  CreateAccountInput,
  DeleteAccountResult,
  ListAccountsQuery,
  UpdateAccountInput,
} from '@wb/contract/accounts';
import { api } from '@/app/api/api-client';
import { queryString } from '@/components/csv-transfer';

const keys = {
  all: ['accounts'] as const,
  list: (query: ListAccountsQuery) => ['accounts', 'list', query] as const,
  one: (id: string) => ['accounts', 'one', id] as const,
};

export function useAccounts(query: ListAccountsQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api<AccountPage>(`/accounts${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccount(id: string | undefined) {
  return useQuery({ queryKey: keys.one(id ?? ''), queryFn: () => api<Account>(`/accounts/${id}`), enabled: !!id });
}

function useAccountMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const useCreateAccount = () =>
  useAccountMutation((input: CreateAccountInput) => api<Account>('/accounts', { method: 'POST', body: input }));

export const useUpdateAccount = (id: string) =>
  useAccountMutation((input: UpdateAccountInput) => api<Account>(`/accounts/${id}`, { method: 'PATCH', body: input }));

export const useDeleteAccount = () => useAccountMutation((id: string) => api<DeleteAccountResult>(`/accounts/${id}`, { method: 'DELETE' }));

export const useBlockAccount = (id: string) =>
  useAccountMutation((input: BlockAccountInput) => api<Account>(`/accounts/${id}/block`, { method: 'POST', body: input }));

export const useUnblockAccount = (id: string) => useAccountMutation(() => api<Account>(`/accounts/${id}/unblock`, { method: 'POST' }));

/** Open orders, open invoices and the credit they use (GET /accounts/{id}/summary, invoices:read). */
export function useAccountSummary(id: string, enabled = true) {
  return useQuery({
    queryKey: [...keys.one(id), 'summary'] as const,
    queryFn: ({ signal }) => api<AccountSummary>(`/accounts/${id}/summary`, { signal }),
    enabled: enabled && !!id,
  });
}
