import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplianceCheckId } from '@wb/contract/compliance';
import { api, apiBlob } from '@/app/api/api-client';
import { saveFile } from '@/components/save-file';

/** The company a call is for: the super admin's chosen one; a company's admin names none (their own). */
const named = (tenantId: string | undefined) => (tenantId ? { tenantId } : {});

/** The compliance checks with pass/fail and evidence (platform §7 Security, issue 31). */
export const useCompliance = (tenantId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: ['security', 'compliance', tenantId ?? null],
    queryFn: ({ signal }) => api('GET /security/compliance', { query: named(tenantId), signal }),
    enabled,
  });

/** Runs one check now and records it; the list shows the new result. */
export function useRunCheck(tenantId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: ComplianceCheckId) => api('POST /security/compliance/audit/:id', { params: { id }, query: named(tenantId) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['security', 'compliance'] }),
  });
}

export type GdprSubject = 'accounts' | 'users';

/** Downloads everything held about one customer account or user as a ZIP of JSON and CSV files. */
export async function downloadGdprExport(kind: GdprSubject, id: string, tenantId?: string): Promise<void> {
  const query = tenantId ? `?tenantId=${encodeURIComponent(tenantId)}` : '';
  const blob = await apiBlob(`/security/compliance/gdpr/${kind}/${encodeURIComponent(id)}/export${query}`);
  saveFile(blob, `gdpr-${kind === 'accounts' ? 'account' : 'user'}-${id}.zip`);
}

/** The company's customer accounts by name, number or city, to choose one for a GDPR request. */
export const searchGdprAccounts = (tenantId: string | undefined) => (term: string, signal?: AbortSignal) =>
  api('GET /security/compliance/gdpr/accounts', { query: { term, ...named(tenantId) }, signal });

export const eraseAccount = (id: string, tenantId?: string) =>
  api('POST /security/compliance/gdpr/accounts/:id/erase', { params: { id }, query: named(tenantId) });
export const eraseUser = (id: string, tenantId?: string) =>
  api('POST /security/compliance/gdpr/users/:id/erase', { params: { id }, query: named(tenantId) });
