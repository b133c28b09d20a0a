import { useQuery } from '@tanstack/react-query';
import type { SettingsBulk } from '@wb/contract/settings';
import { api } from '@/app/api/api-client';

/** The workspace settings (GET /settings/bulk), shared by every page that follows them. */
export function useWorkspaceSettings() {
  return useQuery({ queryKey: ['settings', 'bulk'], queryFn: () => api<SettingsBulk>('/settings/bulk'), staleTime: 60_000 });
}
