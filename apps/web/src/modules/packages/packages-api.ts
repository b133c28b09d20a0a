import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCustomPackageTypeInput,
  CreatePackageTransactionInput,
  ListPackageTransactionsQuery,
  PackageBalanceQuery,
  PackageStatementQuery,
  UpdateCustomPackageTypeInput,
  UpdatePackageTransactionInput,
} from '@wb/contract/packages';
import { api } from '@/app/api/api-client';
import { openApiPdf } from '@/app/api/api-file';

export function usePackageTransactions(query: ListPackageTransactionsQuery) {
  return useQuery({
    queryKey: ['packages', 'transactions', query],
    queryFn: ({ signal }) => api('GET /packages/transactions', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const usePackageBalance = (query: PackageBalanceQuery) =>
  useQuery({
    queryKey: ['packages', 'balance', query],
    queryFn: ({ signal }) => api('GET /packages/balance', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const usePackageTypes = () =>
  useQuery({ queryKey: ['packages', 'types'], queryFn: ({ signal }) => api('GET /packages/types', { signal }), staleTime: 60_000 });

export const usePackageTrends = (days: number) =>
  useQuery({
    queryKey: ['packages', 'analytics', 'trends', days],
    queryFn: ({ signal }) => api('GET /packages/analytics/trends', { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTopPackageAccounts = () =>
  useQuery({
    queryKey: ['packages', 'analytics', 'top-accounts'],
    queryFn: ({ signal }) => api('GET /packages/analytics/top-accounts', { query: { limit: 10 }, signal }),
  });

export const usePackageTypeAnalytics = (days: number) =>
  useQuery({
    queryKey: ['packages', 'analytics', 'package-types', days],
    queryFn: ({ signal }) => api('GET /packages/analytics/package-types', { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });

/** Every change refreshes the ledger, balances, analytics and types (counts of use). */
function usePackageMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['packages'] }) });
}

export const useSavePackageTransaction = () =>
  usePackageMutation(({ id, input }: { id: string | null; input: CreatePackageTransactionInput & UpdatePackageTransactionInput }) =>
    id ? api('PATCH /packages/transactions/:id', { params: { id }, body: input }) : api('POST /packages/transactions', { body: input }),
  );

export const useDeletePackageTransaction = () =>
  usePackageMutation((id: string) => api('DELETE /packages/transactions/:id', { params: { id } }));

export const useSaveCustomPackageType = () =>
  usePackageMutation(({ id, input }: { id: string | null; input: CreateCustomPackageTypeInput & UpdateCustomPackageTypeInput }) =>
    id ? api('PATCH /packages/types/custom/:id', { params: { id }, body: input }) : api('POST /packages/types/custom', { body: input }),
  );

export const useDeleteCustomPackageType = () =>
  usePackageMutation((id: string) => api('DELETE /packages/types/custom/:id', { params: { id } }));

/** Opens a customer's package statement (PDF) for a period in a new tab. */
export function openPackageStatement(query: PackageStatementQuery): Promise<void> {
  const params = new URLSearchParams({ accountId: query.accountId, from: query.from, to: query.to });
  return openApiPdf(`/packages/statement?${params}`);
}
