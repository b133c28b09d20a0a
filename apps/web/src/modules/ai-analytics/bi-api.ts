import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { biKpisEvent, type BiQuery } from '@wb/contract/business-intelligence';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '@/app/api/api-client';
import { isLiveConnected, onLiveEvent } from '@/app/live-bus';

const options = { placeholderData: keepPreviousData, staleTime: 30_000 } as const;

/** The company a super admin chose on /ai-analytics (?tenantId=…); a company's own people never name one. */
export function useChosenTenant(): string | undefined {
  const [params] = useSearchParams();
  return params.get('tenantId') || undefined;
}
const withTenant = <Q extends object>(query: Q, tenantId: string | undefined) => (tenantId ? { ...query, tenantId } : query);

/** The super admin's view across companies (GET /ai/business-intelligence/tenants). */
export const useBiTenants = (query: BiQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['bi', 'tenants', query.startDate, query.endDate],
    queryFn: ({ signal }) =>
      api('GET /ai/business-intelligence/tenants', { query: { startDate: query.startDate, endDate: query.endDate }, signal }),
    enabled,
    ...options,
  });

export function useBiMetrics(asked: BiQuery) {
  const query = withTenant(asked, useChosenTenant());
  return useQuery({
    queryKey: ['bi', 'metrics', query],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/metrics', { query, signal }),
    ...options,
  });
}

/** The real-time KPIs, read again whenever the live stream says something they count changed (polled while it is down). */
export function useRealtimeKpis(enabled = true) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return onLiveEvent(biKpisEvent, () => void client.invalidateQueries({ queryKey: ['bi', 'realtime'] }));
  }, [client, enabled]);
  const tenantId = useChosenTenant();
  return useQuery({
    queryKey: ['bi', 'realtime', tenantId],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/realtime-kpis', { query: withTenant({}, tenantId), signal }),
    enabled,
    refetchInterval: () => (isLiveConnected() ? false : 60_000),
  });
}

export function useSalesPerformance(asked: BiQuery) {
  const query = withTenant(asked, useChosenTenant());
  return useQuery({
    queryKey: ['bi', 'sales', query],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/sales-performance', { query, signal }),
    ...options,
  });
}

export function useCustomerSegments(asked: BiQuery) {
  const query = withTenant(asked, useChosenTenant());
  return useQuery({
    queryKey: ['bi', 'customers', query],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/customer-segments', { query, signal }),
    ...options,
  });
}

export function useOperationalEfficiency(asked: BiQuery) {
  const query = withTenant(asked, useChosenTenant());
  return useQuery({
    queryKey: ['bi', 'operations', query],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/operational-efficiency', { query, signal }),
    ...options,
  });
}

export function usePredictiveAnalytics(weeks: number) {
  const query = withTenant({ weeks }, useChosenTenant());
  return useQuery({
    queryKey: ['bi', 'predictive', query],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/predictive-analytics', { query, signal }),
    ...options,
  });
}
