import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveDeviceCheckInput } from '@wb/contract/device-checks';
import { api } from '@/app/api/api-client';

const key = ['testing', 'device-checks'] as const;

export function useDeviceChecks() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api('GET /testing/device-checks', { signal }) });
}

export function useSaveDeviceCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, input }: { deviceId: string; input: SaveDeviceCheckInput }) =>
      api('PUT /testing/device-checks/:deviceId', { params: { deviceId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteDeviceCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => api('DELETE /testing/device-checks/:deviceId', { params: { deviceId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
