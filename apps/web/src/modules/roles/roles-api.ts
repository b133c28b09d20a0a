import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RolePermissions, RolePermissionsList } from '@wb/contract/role-permissions';
import type { PermissionMatrix, TenantRole } from '@wb/contract/roles';
import { api } from '@/app/api/api-client';

const key = ['role-permissions'] as const;

export function useRolePermissions() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api<RolePermissionsList>('/role-permissions', { signal }) });
}

export function useSaveRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ role, permissions }: { role: TenantRole; permissions: PermissionMatrix }) =>
      api<RolePermissions>(`/role-permissions/${role}`, { method: 'PUT', body: { permissions } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useResetRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (role: TenantRole) => api<RolePermissions>(`/role-permissions/${role}/reset`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
