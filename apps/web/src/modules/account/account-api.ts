import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyDetailsInput } from '@wb/contract/account';
import type { ChangePasswordInput, MfaDisableInput, MfaVerifyInput } from '@wb/contract/account-security';
import type { Profile, SecuritySettingsInput, UpdateProfileInput } from '@wb/contract/profile';
import { avatarField } from '@wb/contract/profile';
import { api, apiBlob } from '@/app/api/api-client';
import { getSession, setSession } from '@/app/auth/auth-store';

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  avatar: (version: string | null) => ['account', 'avatar', version] as const,
  sessions: ['account', 'sessions'] as const,
};

/** Keeps the signed-in user shown in the shell in step with a saved profile. */
function syncSessionUser(profile: Profile) {
  const session = getSession();
  if (session)
    setSession({ ...session, user: { ...session.user, firstName: profile.firstName, lastName: profile.lastName, email: profile.email } });
}

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: () => api('GET /auth/profile') });
}

function useProfileMutation<I>(call: (input: I) => Promise<Profile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => {
      client.setQueryData(accountKeys.profile, profile);
      syncSessionUser(profile);
    },
  });
}

export const useUpdateProfile = () => useProfileMutation((input: UpdateProfileInput) => api('PUT /auth/profile', { body: input }));

export const useUpdateSecuritySettings = () =>
  useProfileMutation((input: SecuritySettingsInput) => api('PUT /auth/security-settings', { body: input }));

export const useUploadAvatar = () =>
  useProfileMutation((file: File) => {
    const form = new FormData();
    form.append(avatarField, file);
    return api('POST /auth/profile/avatar', { body: form });
  });

export const useDeleteAvatar = () => useProfileMutation(() => api('DELETE /auth/profile/avatar'));

/** The photo as an object URL (fetched with the session's token); null when there is none. */
export function useAvatarUrl(version: string | null) {
  const query = useQuery({
    queryKey: accountKeys.avatar(version),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => URL.createObjectURL(await apiBlob('/auth/profile/avatar')),
  });
  return version === null ? null : (query.data ?? null);
}

export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: () => api('GET /auth/sessions') });
}

function useSessionsMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }) });
}

export const useRevokeSession = () => useSessionsMutation((id: string) => api('POST /auth/sessions/:id/revoke', { params: { id } }));

export const useLogoutAll = () => useSessionsMutation(() => api('POST /auth/logout-all'));

export const useChangePassword = () =>
  useSessionsMutation((input: ChangePasswordInput) => api('POST /auth/change-password', { body: input }));

export function useMfaSetup() {
  return useMutation({ mutationFn: () => api('POST /auth/mfa/setup') });
}

export function useMfaVerify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaVerifyInput) => api('POST /auth/mfa/verify', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}

export function useMfaDisable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaDisableInput) => api('POST /auth/mfa/disable', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}

/** A person without a company registers one; the answer is a token for it. */
export function useCreateCompany() {
  return useMutation({ mutationFn: (input: CompanyDetailsInput) => api('POST /auth/company', { body: input }) });
}
