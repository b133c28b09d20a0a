/**
 * Lot numbers (business §3, traceability): a format of literal text and placeholders, filled in
 * when a lot is made. The settings page shows a live preview with the same function.
 */

export const lotPlaceholders = ['supplier', 'year', 'month', 'day', 'category', 'item'] as const;
export type LotPlaceholder = (typeof lotPlaceholders)[number];

export const defaultLotNumberFormat = '{supplier}-{year}{month}{day}-{category}-{item}';

export type LotValues = { supplier: string; category: string; item: string; date: Date };

const token = /\{([^{}]*)\}/g;
const literal = /^[A-Za-z0-9\-_/.]*$/;

/** What is wrong with a format, as stable problem codes (empty when it is usable). */
export function lotFormatProblems(format: string): Array<'empty' | 'unknownPlaceholder' | 'badCharacters' | 'noPlaceholder'> {
  const problems = new Set<'empty' | 'unknownPlaceholder' | 'badCharacters' | 'noPlaceholder'>();
  if (!format.trim()) return ['empty'];
  const names = [...format.matchAll(token)].map((m) => m[1] ?? '');
  if (names.some((name) => !(lotPlaceholders as readonly string[]).includes(name))) problems.add('unknownPlaceholder');
  if (!names.length) problems.add('noPlaceholder');
  if (!literal.test(format.replace(token, ''))) problems.add('badCharacters');
  return [...problems];
}

/** The placeholders a format uses, in order. */
export function lotFormatPlaceholders(format: string): string[] {
  return [...format.matchAll(token)].map((m) => m[1] ?? '');
}

/** A code part: upper case, letters and digits only (spaces and punctuation dropped). */
function codePart(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** Fills a format in; unknown placeholders stay as written (the settings refuse them anyway). */
export function formatLotNumber(format: string, values: LotValues): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const parts: Record<LotPlaceholder, string> = {
    supplier: codePart(values.supplier),
    year: String(values.date.getFullYear()),
    month: pad(values.date.getMonth() + 1),
    day: pad(values.date.getDate()),
    category: codePart(values.category),
    item: codePart(values.item),
  };
  return format.replace(token, (whole, name: string) => (name in parts ? parts[name as LotPlaceholder] : whole));
}
