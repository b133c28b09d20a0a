import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTenantInput, EraseTenantInput, ListTenantsQuery, UpdateTenantInput } from '@wb/contract/tenants';
import { api } from '@/app/api/api-client';

export const tenantKeys = {
  all: ['tenants'] as const,
  list: (query: ListTenantsQuery) => ['tenants', 'list', query] as const,
  one: (id: string) => ['tenants', 'one', id] as const,
  statistics: ['tenants', 'statistics'] as const,
};

export function useTenants(query: ListTenantsQuery, enabled = true) {
  return useQuery({
    queryKey: tenantKeys.list(query),
    queryFn: ({ signal }) => api('GET /tenants', { query, signal }),
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
    queryFn: ({ signal }) => api('GET /tenants/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });
}

export function useTenantStatistics() {
  return useQuery({ queryKey: tenantKeys.statistics, queryFn: ({ signal }) => api('GET /tenants/statistics', { signal }) });
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

export const useCreateTenant = () => useTenantMutation((input: CreateTenantInput) => api('POST /tenants', { body: input }));

export const useUpdateTenant = () =>
  useTenantMutation(({ id, input }: { id: string; input: UpdateTenantInput }) =>
    api('PATCH /tenants/:id', { params: { id }, body: input }),
  );

export const useDeleteTenant = () => useTenantMutation((id: string) => api('DELETE /tenants/:id', { params: { id } }));

export const useRestoreTenant = () => useTenantMutation((id: string) => api('POST /tenants/:id/restore', { params: { id } }));

export const useEraseTenant = () =>
  useTenantMutation(({ id, input }: { id: string; input: EraseTenantInput }) =>
    api('POST /tenants/:id/erase', { params: { id }, body: input }),
  );
