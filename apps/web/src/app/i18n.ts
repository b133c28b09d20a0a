import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@/locales/resources';

export const languages = ['nl', 'en', 'tr', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'nl';
const languageKey = 'language';
const rtlLanguages = ['ar', 'he', 'fa', 'ur', 'ps', 'sd'];

export function isRtl(language: string): boolean {
  return rtlLanguages.includes(language.split('-')[0] ?? '');
}

function storedLanguage(): Language {
  const value = localStorage.getItem(languageKey);
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : defaultLanguage;
}

export function changeLanguage(language: Language): Promise<unknown> {
  localStorage.setItem(languageKey, language);
  return i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  defaultNS: 'common',
  ns: Object.keys(resources.nl),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
