/**
 * The Intl locale each of the app's languages formats with. Arabic keeps Latin digits
 * (`-u-nu-latn`): order, invoice and account numbers, IBANs and SKUs are Latin anyway, the
 * companies are Dutch, and one row mixing ٤٣٫١٦ with ORD-00012 reads worse than 43.16 does;
 * Gulf business software commonly does the same. Inputs accept Arabic-Indic digits all the same.
 */
const intlLocales: Record<string, string> = { nl: 'nl-NL', en: 'en-GB', tr: 'tr-TR', ar: 'ar-u-nu-latn' };

/** The app's language ("nl", "en-GB", …) reduced to its base, Dutch when unknown. */
export function baseLanguage(language: string): string {
  const base = language.split('-')[0] ?? '';
  return base in intlLocales ? base : 'nl';
}

export function intlLocale(language: string): string {
  return intlLocales[baseLanguage(language)] ?? 'nl-NL';
}

export function isRtlLanguage(language: string): boolean {
  return baseLanguage(language) === 'ar';
}

/** First strong isolate and pop directional isolate: a name or number kept whole inside other-direction text. */
const fsi = '\u2068';
const pdi = '\u2069';

/**
 * A Latin name, number or amount isolated for a right-to-left sentence (plain text: notifications,
 * e-mails), so "Demo Groothandel B.V." keeps its full stop at its end. Unchanged in other languages.
 */
export function isolate(text: string, language: string): string {
  return isRtlLanguage(language) && text ? `${fsi}${text}${pdi}` : text;
}
