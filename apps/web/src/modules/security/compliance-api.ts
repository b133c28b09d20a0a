import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplianceCheckId } from '@wb/contract/compliance';
import { api, apiBlob } from '@/app/api/api-client';
import { saveFile } from '@/components/save-file';

/** The compliance checks with pass/fail and evidence (platform §7 Security, issue 31). */
export const useCompliance = () =>
  useQuery({ queryKey: ['security', 'compliance'], queryFn: ({ signal }) => api('GET /security/compliance', { signal }) });

/** Runs one check now and records it; the list shows the new result. */
export function useRunCheck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: ComplianceCheckId) => api('POST /security/compliance/audit/:id', { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['security', 'compliance'] }),
  });
}

export type GdprSubject = 'accounts' | 'users';

/** Downloads everything held about one customer account or user as a ZIP of JSON and CSV files. */
export async function downloadGdprExport(kind: GdprSubject, id: string): Promise<void> {
  const blob = await apiBlob(`/security/compliance/gdpr/${kind}/${encodeURIComponent(id)}/export`);
  saveFile(blob, `gdpr-${kind === 'accounts' ? 'account' : 'user'}-${id}.zip`);
}

export const eraseAccount = (id: string) => api('POST /security/compliance/gdpr/accounts/:id/erase', { params: { id } });
export const eraseUser = (id: string) => api('POST /security/compliance/gdpr/users/:id/erase', { params: { id } });
