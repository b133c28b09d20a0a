import { useQuery } from '@tanstack/react-query';
import type { SecurityMetricsQuery } from '@wb/contract/security';
import { api } from '@/app/api/api-client';

/** The security metrics of a period (platform §7 Security). */
export const useSecurityMetrics = (query: SecurityMetricsQuery) =>
  useQuery({ queryKey: ['security', 'metrics', query], queryFn: ({ signal }) => api('GET /security/metrics', { query, signal }) });
