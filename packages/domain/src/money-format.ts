/**
 * An amount in euros as a customer reads it in their language ("€ 43,16" in Dutch, "€43.16" in
 * English, Turkish and Arabic with their own marks, Western digits), rounded half-up to cents.
 * Meant for e-mails; to be folded into the one formatting module.
 */
export type MoneyLanguage = 'nl' | 'en' | 'tr' | 'ar';

const locales: Record<MoneyLanguage, string> = { nl: 'nl-NL', en: 'en-GB', tr: 'tr-TR', ar: 'ar-u-nu-latn' };

export function formatMoneyFor(language: MoneyLanguage, amount: string): string {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace('-', '').split('.');
  // Half-up to cents on the digits (no float): 43.165 → 43.17.
  let cents = BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
  if (Number(fraction[2] ?? '0') >= 5) cents += 1n;
  const format = new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' });
  const parts = format.formatToParts(Number(cents / 100n) + Number(cents % 100n) / 100);
  const text = parts
    .map((p) => p.value)
    .join('')
    .replace(/[\u00a0\u202f]/g, ' ');
  return negative && cents > 0n ? `-${text}` : text;
}
