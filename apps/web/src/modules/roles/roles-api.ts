import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionMatrix, TenantRole } from '@wb/contract/roles';
import { api } from '@/app/api/api-client';

const key = ['role-permissions'] as const;

export function useRolePermissions() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api('GET /role-permissions', { signal }) });
}

export function useSaveRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ role, permissions }: { role: TenantRole; permissions: PermissionMatrix }) =>
      api('PUT /role-permissions/:role', { params: { role }, body: { permissions } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useResetRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (role: TenantRole) => api('POST /role-permissions/:role/reset', { params: { role } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
