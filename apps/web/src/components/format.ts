import { formatDate as formatDay, formatDateTime as formatMoment, formatRelativeTime as formatRelative } from '@wb/domain/format/dates';
import { isolate } from '@wb/domain/format/locale';
import { formatMoney as formatEuros, formatNumber, formatPercent as formatPercentage } from '@wb/domain/format/numbers';

/**
 * The web app's formatting: the domain's functions (packages/domain/src/format, shared with the
 * server's e-mails), called with the user's language (`i18n.language`), showing "—" for no value.
 * In Arabic each value is isolated (FSI … PDI), so an amount, date or number keeps its order
 * inside a right-to-left sentence or next to a Latin name ("Anna de Vries · 26/11/2026").
 * Nothing is formatted anywhere else: no toLocaleString, toFixed or hand-made separators in pages.
 */
type Value = string | null | undefined;

const none = '—';
const isEmpty = (value: Value | number): value is null | undefined | '' => value === null || value === undefined || value === '';

/** "€ 43,16" (nl); prices up to `maxDecimals` ("€ 4,9512"), never padded beyond 2. */
export function formatMoney(value: Value, language: string, maxDecimals = 2): string {
  return isEmpty(value) ? none : isolate(formatEuros(value, language, maxDecimals), language);
}

/** "1.234,5" (nl): a quantity or count, no trailing zeros. */
export function formatQuantity(value: Value | number, language: string, maxDecimals = 4): string {
  return isEmpty(value) ? none : isolate(formatNumber(value, language, maxDecimals), language);
}

/** "21 %" (nl), "%21" (tr): a percentage given in percent. */
export function formatPercent(value: Value | number, language: string): string {
  return isEmpty(value) ? none : isolate(formatPercentage(value, language), language);
}

/** "1 mei 2026": a calendar date (ISO date, or the day of a timestamp). */
export function formatDate(value: Value, language: string): string {
  return isEmpty(value) ? none : isolate(formatDay(value, language), language);
}

/** "1 mei 2026, 10:30": a moment, in the company's time zone. */
export function formatDateTime(value: Value, language: string): string {
  return isEmpty(value) ? none : isolate(formatMoment(value, language), language);
}

/** "5 minuten geleden". */
export function formatRelativeTime(value: string, language: string, now?: number): string {
  return formatRelative(value, language, now);
}

/**
 * The numbers of a pagination label ("1–16 van 16"), for the table's translated text
 * (`t('…displayedRows', formatRange(from, to, count, language))`): grouped as the language
 * groups them, isolated in Arabic so they keep their order inside the sentence. A count of -1
 * (unknown) stays -1 for the caller to word.
 */
export function formatRange(from: number, to: number, count: number, language: string): { from: string; to: string; count: string } {
  const number = (n: number) => isolate(formatNumber(n, language, 0), language);
  return { from: number(from), to: number(to), count: count < 0 ? String(count) : number(count) };
}
