import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledResources, coreNamespaces } from '@/locales/resources';

export const languages = ['nl', 'en', 'tr', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'nl';
const languageKey = 'language';
const rtlLanguages = ['ar', 'he', 'fa', 'ur', 'ps', 'sd'];

export function isRtl(language: string): boolean {
  return rtlLanguages.includes(language.split('-')[0] ?? '');
}

export function isLanguage(value: string | null | undefined): value is Language {
  return (languages as readonly string[]).includes(value ?? '');
}

function storedLanguage(): Language {
  const value = localStorage.getItem(languageKey);
  return isLanguage(value) ? value : defaultLanguage;
}

type Bundle = { default: Record<string, unknown> };

/** Every namespace file of every language, each its own chunk, loaded when first needed. */
const loaders = import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/nl/errors.json']);
const pending = new Map<string, Promise<void>>();

export function loadNamespace(ns: string, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, ns)) return Promise.resolve();
  const key = `${language}/${ns}`;
  let loading = pending.get(key);
  if (!loading) {
    const load = loaders[`../locales/${language}/${ns}.json`];
    if (!load) return Promise.reject(new Error(`No texts for namespace ${ns} in ${language}`));
    loading = load().then((bundle) => {
      i18n.addResourceBundle(language, ns, bundle.default, true, true);
    });
    pending.set(key, loading);
  }
  return loading;
}

/**
 * The whole Dutch catalogue of the API's messages, added to the visitor's part bundled with the
 * first page (locales/resources.ts); loaded by the signed-in shell. Read as text (Vite's `?raw`), a
 * module of its own, so that the bundled part stays only what a visitor can meet.
 */
let fullErrors: Promise<void> | undefined;
export function completeErrorTexts(): Promise<void> {
  fullErrors ??= import('../locales/nl/errors.json?raw').then((file) => {
    i18n.addResourceBundle('nl', 'errors', JSON.parse(file.default) as Record<string, unknown>, true, true);
  });
  return fullErrors;
}

/** Loads the first pages' texts of a language, then switches to it (and remembers it). */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all(coreNamespaces.map((ns) => loadNamespace(ns, language)));
  localStorage.setItem(languageKey, language);
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: bundledResources,
  partialBundledLanguages: true,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  defaultNS: 'common',
  ns: [...coreNamespaces],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Resolves once the stored language's first-page texts are there (at once for Dutch). */
export const i18nReady: Promise<void> = storedLanguage() === defaultLanguage ? Promise.resolve() : changeLanguage(storedLanguage());

export { i18n };
