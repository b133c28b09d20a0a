import { companyTimeZone } from '../today';
import { intlLocale } from './locale';

/**
 * Dates and moments as the reader's language writes them. A date (an ISO calendar date such as
 * an invoice date) is a day, shown as that day wherever the reader is; a moment (an ISO
 * timestamp) is shown in the company's time zone, so the screen, the e-mail and the PDF agree.
 */
type DateStyle = 'long' | 'medium' | 'short';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A calendar date ("2026-05-01") as that day, or the day of a moment ("2026-05-01T23:30:00Z") in
 * the company's time zone: "1 mei 2026" (medium) or "01-05-2026" (short, Dutch; "01/05/2026"
 * English, "1.05.2026" Turkish).
 */
export function formatDate(value: string, language: string, style: DateStyle = 'medium'): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return dateFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  }
  return dateFormat(language, { dateStyle: style, timeZone: companyTimeZone }).format(new Date(value));
}

/** A moment ("2026-05-01T08:30:00Z"), in the company's time zone: "1 mei 2026 10:30". */
export function formatDateTime(value: string | Date, language: string, style: DateStyle = 'medium'): string {
  return dateFormat(language, { dateStyle: style, timeStyle: 'short', timeZone: companyTimeZone }).format(new Date(value));
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minuten geleden", "gisteren", "nu": a moment relative to `now`. */
export function formatRelativeTime(value: string, language: string, now = Date.now()): string {
  const seconds = (Date.parse(value) - now) / 1000;
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
