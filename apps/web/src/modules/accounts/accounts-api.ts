import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockAccountInput, CreateAccountInput, ListAccountsQuery, UpdateAccountInput } from '@wb/contract/accounts';
import { api } from '@/app/api/api-client';
import { useListCaching } from '@/app/workspace-settings';

const keys = {
  all: ['accounts'] as const,
  list: (query: ListAccountsQuery) => ['accounts', 'list', query] as const,
  one: (id: string) => ['accounts', 'one', id] as const,
};

export function useAccounts(query: ListAccountsQuery) {
  const caching = useListCaching();
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api('GET /accounts', { query, signal }),
    ...caching,
  });
}

export function useAccount(id: string | undefined) {
  return useQuery({ queryKey: keys.one(id ?? ''), queryFn: () => api('GET /accounts/:id', { params: { id: id ?? '' } }), enabled: !!id });
}

function useAccountMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const useCreateAccount = () => useAccountMutation((input: CreateAccountInput) => api('POST /accounts', { body: input }));

export const useUpdateAccount = (id: string) =>
  useAccountMutation((input: UpdateAccountInput) => api('PATCH /accounts/:id', { params: { id }, body: input }));

export const useDeleteAccount = () => useAccountMutation((id: string) => api('DELETE /accounts/:id', { params: { id } }));

export const useBlockAccount = (id: string) =>
  useAccountMutation((input: BlockAccountInput) => api('POST /accounts/:id/block', { params: { id }, body: input }));

export const useUnblockAccount = (id: string) => useAccountMutation(() => api('POST /accounts/:id/unblock', { params: { id } }));
