import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitationInput,
  BulkDeleteInput,
  BulkResult,
  BulkUpdateStatusInput,
  CreateTenantUserInput,
  Invitation,
  InviteTenantUserInput,
  ListTenantUsersQuery,
  ResetPasswordInput,
  TenantUser,
  TenantUserPage,
  UpdateTenantUserInput,
} from '@wb/contract/tenant-users';
import { api } from '@/app/api/api-client';

export const tenantUserKeys = {
  all: ['tenant-users'] as const,
  list: (query: ListTenantUsersQuery) => ['tenant-users', 'list', query] as const,
};

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useTenantUsers(query: ListTenantUsersQuery) {
  return useQuery({
    queryKey: tenantUserKeys.list(query),
    queryFn: ({ signal }) => api<TenantUserPage>(`/tenant-users${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change to users refreshes every list of them (and the tenant figures). */
function useUserMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: tenantUserKeys.all });
      await client.invalidateQueries({ queryKey: ['tenants'] });
    },
  });
}

export const useCreateTenantUser = () =>
  useUserMutation((input: CreateTenantUserInput) => api<TenantUser>('/tenant-users', { method: 'POST', body: input }));

export const useInviteTenantUser = () =>
  useUserMutation((input: InviteTenantUserInput) => api<TenantUser>('/tenant-users/invite', { method: 'POST', body: input }));

export const useUpdateTenantUser = () =>
  useUserMutation(({ id, input }: { id: string; input: UpdateTenantUserInput }) =>
    api<TenantUser>(`/tenant-users/${id}`, { method: 'PUT', body: input }),
  );

export const useResetPassword = () =>
  useUserMutation(({ id, input }: { id: string; input: ResetPasswordInput }) =>
    api(`/tenant-users/${id}/reset-password`, { method: 'POST', body: input }),
  );

export const useResendInvitation = () =>
  useUserMutation((id: string) => api<TenantUser>(`/tenant-users/${id}/resend-invitation`, { method: 'POST' }));

export const useBulkUpdateStatus = () =>
  useUserMutation((input: BulkUpdateStatusInput) => api<BulkResult>('/tenant-users/bulk/update-status', { method: 'POST', body: input }));

export const useBulkDelete = () =>
  useUserMutation((input: BulkDeleteInput) => api<BulkResult>('/tenant-users/bulk/delete', { method: 'POST', body: input }));

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api<Invitation>(`/invitations/${encodeURIComponent(token)}`, { auth: false }),
    retry: false,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      api<{ email: string }>('/invitations/accept', { method: 'POST', body: input, auth: false }),
  });
}
