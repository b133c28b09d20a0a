import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitationInput,
  BulkDeleteInput,
  BulkUpdateStatusInput,
  CreateTenantUserInput,
  InviteTenantUserInput,
  ListTenantUsersQuery,
  ResetPasswordInput,
  UpdateTenantUserInput,
} from '@wb/contract/tenant-users';
import { api } from '@/app/api/api-client';

export const tenantUserKeys = {
  all: ['tenant-users'] as const,
  list: (query: ListTenantUsersQuery) => ['tenant-users', 'list', query] as const,
};

export function useTenantUsers(query: ListTenantUsersQuery) {
  return useQuery({
    queryKey: tenantUserKeys.list(query),
    queryFn: ({ signal }) => api('GET /tenant-users', { query, signal }),
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

export const useCreateTenantUser = () => useUserMutation((input: CreateTenantUserInput) => api('POST /tenant-users', { body: input }));

export const useInviteTenantUser = () =>
  useUserMutation((input: InviteTenantUserInput) => api('POST /tenant-users/invite', { body: input }));

export const useUpdateTenantUser = () =>
  useUserMutation(({ id, input }: { id: string; input: UpdateTenantUserInput }) =>
    api('PUT /tenant-users/:id', { params: { id }, body: input }),
  );

export const useResetPassword = () =>
  useUserMutation(({ id, input }: { id: string; input: ResetPasswordInput }) =>
    api('POST /tenant-users/:id/reset-password', { params: { id }, body: input }),
  );

export const useResendInvitation = () =>
  useUserMutation((id: string) => api('POST /tenant-users/:id/resend-invitation', { params: { id } }));

export const useBulkUpdateStatus = () =>
  useUserMutation((input: BulkUpdateStatusInput) => api('POST /tenant-users/bulk/update-status', { body: input }));

export const useBulkDelete = () => useUserMutation((input: BulkDeleteInput) => api('POST /tenant-users/bulk/delete', { body: input }));

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api('GET /invitations/:token', { params: { token }, auth: false }),
    retry: false,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => api('POST /invitations/accept', { body: input, auth: false }),
  });
}
