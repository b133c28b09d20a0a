/**
 * Amounts and dates as the user's language writes them. Money arrives as a decimal string and is
 * handed to Intl as that string (formatted exactly, never through a binary float).
 */
const exact = (value: string) => value as unknown as number;
const locales: Record<string, string> = { nl: 'nl-NL', en: 'en-GB', tr: 'tr-TR', ar: 'ar' };

export function formatMoney(value: string | null | undefined, language: string, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '—';
  return new Intl.NumberFormat(locales[language] ?? 'nl-NL', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, 4),
  }).format(exact(value));
}

export function formatQuantity(value: string | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  return new Intl.NumberFormat(locales[language] ?? 'nl-NL', { maximumFractionDigits: 4 }).format(exact(value));
}

export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(locales[language] ?? 'nl-NL', { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(locales[language] ?? 'nl-NL', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
