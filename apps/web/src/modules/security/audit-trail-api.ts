import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditTrailQuery } from '@wb/contract/security';
import { api, apiText } from '@/app/api/api-client';
import { queryString } from '@/app/api/query-string';
import { saveFile } from '@/components/save-file';

export type AuditFilters = Omit<AuditTrailQuery, 'page' | 'pageSize'>;

/** The audit trail's page of events under the filters (platform §7 Security). */
export function useAuditTrail(filters: AuditFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['security', 'audit-trail', filters, page, pageSize],
    queryFn: ({ signal }) => api('GET /security/audit-trail', { query: { ...filters, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const verifyAuditChain = (tenantId?: string) => api('GET /security/audit-trail/verify', { query: tenantId ? { tenantId } : {} });

/** Downloads the filtered events as a file (CSV or JSON). */
export async function downloadAuditTrail(filters: AuditFilters, format: 'csv' | 'json'): Promise<void> {
  const text = await apiText(`/security/export${queryString({ ...filters, format })}`);
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8';
  saveFile(new Blob([text], { type }), `audit-trail.${format}`);
}
