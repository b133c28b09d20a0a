import { useTranslation } from 'react-i18next';
import { i18n, type Language, languages } from '@/app/i18n';

type Bundle = { default: Record<string, unknown> };

/**
 * The texts of the accounts, items and suppliers pages (and their shared list parts), loaded
 * when one of those pages opens rather than with the first page. Each language is a chunk.
 */
const loaders = {
  lists: {
    nl: () => import('./nl/lists.json') as Promise<Bundle>,
    en: () => import('./en/lists.json') as Promise<Bundle>,
    tr: () => import('./tr/lists.json') as Promise<Bundle>,
    ar: () => import('./ar/lists.json') as Promise<Bundle>,
  },
  accounts: {
    nl: () => import('./nl/accounts.json') as Promise<Bundle>,
    en: () => import('./en/accounts.json') as Promise<Bundle>,
    tr: () => import('./tr/accounts.json') as Promise<Bundle>,
    ar: () => import('./ar/accounts.json') as Promise<Bundle>,
  },
  items: {
    nl: () => import('./nl/items.json') as Promise<Bundle>,
    en: () => import('./en/items.json') as Promise<Bundle>,
    tr: () => import('./tr/items.json') as Promise<Bundle>,
    ar: () => import('./ar/items.json') as Promise<Bundle>,
  },
  suppliers: {
    nl: () => import('./nl/suppliers.json') as Promise<Bundle>,
    en: () => import('./en/suppliers.json') as Promise<Bundle>,
    tr: () => import('./tr/suppliers.json') as Promise<Bundle>,
    ar: () => import('./ar/suppliers.json') as Promise<Bundle>,
  },
} satisfies Record<string, Record<Language, () => Promise<Bundle>>>;

export type MasterDataNamespace = keyof typeof loaders;

const pending = new Map<string, Promise<void>>();

function load(ns: MasterDataNamespace, language: Language): Promise<void> {
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

/** Suspends (to the nearest Suspense) until the namespaces are there in the current language. */
export function useMasterDataTexts(...namespaces: MasterDataNamespace[]): void {
  const { i18n: current } = useTranslation(); // re-renders when the language changes
  const language = (languages as readonly string[]).includes(current.language) ? (current.language as Language) : 'nl';
  const missing = ['lists' as const, ...namespaces].filter((ns) => !current.hasResourceBundle(language, ns));
  if (missing.length) throw Promise.all(missing.map((ns) => load(ns, language)));
}
