import { useTranslation } from 'react-i18next';
import { i18n, type Language, languages } from '@/app/i18n';

type Bundle = { default: Record<string, unknown> };

/**
 * Namespaces loaded when a page needs them rather than with the first page: their texts stay
 * out of the sign-in page's JavaScript. Each language is a chunk of its own.
 */
const loaders = {
  account: {
    nl: () => import('./nl/account.json') as Promise<Bundle>,
    en: () => import('./en/account.json') as Promise<Bundle>,
    tr: () => import('./tr/account.json') as Promise<Bundle>,
    ar: () => import('./ar/account.json') as Promise<Bundle>,
  },
} satisfies Record<string, Record<Language, () => Promise<Bundle>>>;

export type LazyNamespace = keyof typeof loaders;

const pending = new Map<string, Promise<void>>();

export function loadNamespace(ns: LazyNamespace, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, ns)) return Promise.resolve();
  const key = `${language}/${ns}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = loaders[ns][language]().then((bundle) => {
      i18n.addResourceBundle(language, ns, bundle.default, true, true);
    });
    pending.set(key, loading);
  }
  return loading;
}

/** Suspends (to the nearest Suspense) until `ns` is there in the current language. */
export function useLazyNamespace(ns: LazyNamespace): void {
  const { i18n: current } = useTranslation(); // re-renders when the language changes
  const language = (languages as readonly string[]).includes(current.language) ? (current.language as Language) : 'nl';
  if (!current.hasResourceBundle(language, ns)) throw loadNamespace(ns, language);
}
