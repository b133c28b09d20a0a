import type { ResourceKey } from 'i18next';
import { i18n } from '@/app/i18n';

/**
 * Adds a lazy module's own namespace, in every language, when the module loads: its texts then
 * travel with its pages instead of with the first page (locales/resources.ts). Pass the
 * module's files as an eager `import.meta.glob` of its locales/<language>/<namespace>.json.
 */
export function addModuleLocales(namespace: string, files: Record<string, ResourceKey>): void {
  for (const [path, texts] of Object.entries(files)) {
    const language = path.split('/').at(-2);
    if (language) i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}
