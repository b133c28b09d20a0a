import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { biKpisEvent, type BiQuery } from '@wb/contract/business-intelligence';
import { useEffect } from 'react';
import { api } from '@/app/api/api-client';
import { isLiveConnected, onLiveEvent } from '@/app/live-bus';

const options = { placeholderData: keepPreviousData, staleTime: 30_000 } as const;

export const useBiMetrics = (query: BiQuery) =>
  useQuery({
    queryKey: ['bi', 'metrics', query],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/metrics', { query, signal }),
    ...options,
  });

/** The real-time KPIs, read again whenever the live stream says something they count changed (polled while it is down). */
export function useRealtimeKpis(enabled = true) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return onLiveEvent(biKpisEvent, () => void client.invalidateQueries({ queryKey: ['bi', 'realtime'] }));
  }, [client, enabled]);
  return useQuery({
    queryKey: ['bi', 'realtime'],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/realtime-kpis', { query: {}, signal }),
    enabled,
    refetchInterval: () => (isLiveConnected() ? false : 60_000),
  });
}

export const useSalesPerformance = (query: BiQuery) =>
  useQuery({
    queryKey: ['bi', 'sales', query],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/sales-performance', { query, signal }),
    ...options,
  });

export const useCustomerSegments = (query: BiQuery) =>
  useQuery({
    queryKey: ['bi', 'customers', query],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/customer-segments', { query, signal }),
    ...options,
  });

export const useOperationalEfficiency = (query: BiQuery) =>
  useQuery({
    queryKey: ['bi', 'operations', query],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/operational-efficiency', { query, signal }),
    ...options,
  });

export const usePredictiveAnalytics = (weeks: number) =>
  useQuery({
    queryKey: ['bi', 'predictive', weeks],
    queryFn: ({ signal }) => api('GET /ai/business-intelligence/predictive-analytics', { query: { weeks }, signal }),
    ...options,
  });
