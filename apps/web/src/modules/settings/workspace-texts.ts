import { languages, loadNamespace } from '@/app/i18n';

/** The settings texts (namespace `workspace`) in all four languages; the settings page loads its own with useLazyNamespace. */
export function loadWorkspaceTexts(): Promise<void> {
  return Promise.all(languages.map((language) => loadNamespace('workspace', language))).then(() => undefined);
}
