import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, loadNamespace } from '@/app/i18n';

/**
 * Suspends (to the nearest Suspense) until a module's namespaces are there in the current
 * language and in Dutch, the fallback; loads them on first use and again on a language change.
 */
export function useLazyNamespace(...namespaces: string[]): void {
  const { i18n } = useTranslation(); // re-renders when the language changes
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'nl';
  const missing = namespaces.flatMap((ns) =>
    [...new Set<Language>([language, 'nl'])].filter((lang) => !i18n.hasResourceBundle(lang, ns)).map((lang) => loadNamespace(ns, lang)),
  );
  if (missing.length) throw Promise.all(missing);
}
