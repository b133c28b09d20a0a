import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThreatListQuery, UpdateThreatInput } from '@wb/contract/security-threats';
import { api } from '@/app/api/api-client';

/** Threats, incidents and a user's behaviour (platform §7 Security, issue 31). */
export const useThreats = (query: ThreatListQuery) =>
  useQuery({ queryKey: ['security', 'threats', query], queryFn: ({ signal }) => api('GET /security/threats', { query, signal }) });

export const useIncidents = (tenantId?: string) =>
  useQuery({
    queryKey: ['security', 'incidents', tenantId ?? null],
    queryFn: ({ signal }) => api('GET /security/incidents', { query: tenantId ? { tenantId } : {}, signal }),
  });

export const useIncident = (id: string | null, tenantId?: string) =>
  useQuery({
    queryKey: ['security', 'incident', id, tenantId ?? null],
    enabled: !!id,
    queryFn: ({ signal }) => api('GET /security/incidents/:id', { params: { id: id ?? '' }, query: tenantId ? { tenantId } : {}, signal }),
  });

export const useUserBehavior = (id: string, days: number, tenantId?: string) =>
  useQuery({
    queryKey: ['security', 'behavior', id, days, tenantId ?? null],
    queryFn: ({ signal }) =>
      api('GET /security/users/:id/behavior', { params: { id }, query: { days, ...(tenantId ? { tenantId } : {}) }, signal }),
  });

/** The people of the company (a super admin's chosen one with `tenantId`), for the pickers. */
export const useTenantMembers = (tenantId?: string) =>
  useQuery({
    queryKey: ['security', 'members', tenantId ?? null],
    queryFn: ({ signal }) => api('GET /tenant-users', { query: { pageSize: 100, ...(tenantId ? { tenantId } : {}) }, signal }),
  });

function useSecurityMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['security'] }) });
}

export const useAnalyzeThreats = () => useSecurityMutation(() => api('POST /security/threats/analyze', {}));

export const useUpdateThreat = () =>
  useSecurityMutation(({ id, ...body }: UpdateThreatInput & { id: string }) =>
    api('PATCH /security/threats/:id', { params: { id }, body }),
  );
