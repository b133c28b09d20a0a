import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api/api-client';
import { useAuth } from '@/app/auth/auth-context';

/** Query keys of the workspace settings (the settings module's saves write into the same cache). */
export const settingsKeys = {
  all: ['settings'] as const,
  bulk: (userId: string | undefined) => ['settings', 'bulk', userId ?? 'anonymous'] as const,
  nextNumbers: (userId: string | undefined) => ['settings', 'next-numbers', userId ?? 'anonymous'] as const,
};

/**
 * The workspace settings, loaded once after sign-in (the shell asks first) and kept: a save
 * writes its answer into this cache instead of loading everything again.
 */
export function useSettings() {
  const { user } = useAuth();
  return useQuery({
    queryKey: settingsKeys.bulk(user?.id),
    queryFn: ({ signal }) => api('GET /settings/bulk', { signal }),
    enabled: !!user,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
