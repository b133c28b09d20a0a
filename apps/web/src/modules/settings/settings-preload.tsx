import { useSettings } from '@/app/workspace-settings';

/**
 * Loads the workspace settings once after sign-in (platform §2, shell) into the query cache.
 * The shell loads this lazily, so the query code is not part of the first page's JavaScript.
 */
export function SettingsPreload() {
  useSettings();
  return null;
}
