import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTenantInput,
  DeleteTenantResult,
  EraseTenantInput,
  ListTenantsQuery,
  TenantDetail,
  TenantPage,
  TenantStatistics,
  UpdateTenantInput,
} from '@wb/contract/tenants';
import { api } from '@/app/api/api-client';

export const tenantKeys = {
  all: ['tenants'] as const,
  list: (query: ListTenantsQuery) => ['tenants', 'list', query] as const,
  one: (id: string) => ['tenants', 'one', id] as const,
  statistics: ['tenants', 'statistics'] as const,
};

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useTenants(query: ListTenantsQuery, enabled = true) {
  return useQuery({
    queryKey: tenantKeys.list(query),
    queryFn: ({ signal }) => api<TenantPage>(`/tenants${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every tenant by name, for the super admin's tenant filter and pickers. */
export function useTenantOptions(enabled: boolean) {
  const { data } = useTenants({ pageSize: 200, sort: 'name' }, enabled);
  return data?.items.map((tenant) => ({ id: tenant.id, name: tenant.name }));
}

export function useTenant(id: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.one(id ?? ''),
    queryFn: ({ signal }) => api<TenantDetail>(`/tenants/${id}`, { signal }),
    enabled: !!id,
  });
}

export function useTenantStatistics() {
  return useQuery({ queryKey: tenantKeys.statistics, queryFn: ({ signal }) => api<TenantStatistics>('/tenants/statistics', { signal }) });
}

function useTenantMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: tenantKeys.all });
      await client.invalidateQueries({ queryKey: ['tenant-users'] });
    },
  });
}

export const useCreateTenant = () =>
  useTenantMutation((input: CreateTenantInput) => api<TenantDetail>('/tenants', { method: 'POST', body: input }));

export const useUpdateTenant = () =>
  useTenantMutation(({ id, input }: { id: string; input: UpdateTenantInput }) =>
    api<TenantDetail>(`/tenants/${id}`, { method: 'PATCH', body: input }),
  );

export const useDeleteTenant = () => useTenantMutation((id: string) => api<DeleteTenantResult>(`/tenants/${id}`, { method: 'DELETE' }));

export const useRestoreTenant = () => useTenantMutation((id: string) => api<TenantDetail>(`/tenants/${id}/restore`, { method: 'POST' }));

export const useEraseTenant = () =>
  useTenantMutation(({ id, input }: { id: string; input: EraseTenantInput }) =>
    api<DeleteTenantResult>(`/tenants/${id}/erase`, { method: 'POST', body: input }),
  );
