import { i18n } from '@/app/i18n';

/**
 * The settings texts (namespace `workspace`) load with the settings page, not with the first
 * page: they are large, and only this page needs them. All four languages come together, so
 * switching language on the page needs no further load.
 */
const loaders = {
  nl: () => import('@/locales/nl/workspace.json'),
  en: () => import('@/locales/en/workspace.json'),
  tr: () => import('@/locales/tr/workspace.json'),
  ar: () => import('@/locales/ar/workspace.json'),
};

let loading: Promise<void> | null = null;

export function loadWorkspaceTexts(): Promise<void> {
  loading ??= Promise.all(
    Object.entries(loaders).map(async ([language, load]) => {
      if (i18n.hasResourceBundle(language, 'workspace')) return;
      i18n.addResourceBundle(language, 'workspace', (await load()).default, true, true);
    }),
  ).then(() => undefined);
  return loading;
}
