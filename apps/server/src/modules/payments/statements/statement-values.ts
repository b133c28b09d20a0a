/** Dates and amounts as statement files write them, checked and turned into the app's forms. */

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** YYYY-MM-DD when the parts make a real calendar date, else null (a month 13, a 31 February). */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** MT940's YYMMDD (years 2000–2079, 1980–1999 as SWIFT reads them). */
export function swiftDate(text: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const yy = Number(m[1]);
  return calendarDate(yy >= 80 ? 1900 + yy : 2000 + yy, Number(m[2]), Number(m[3]));
}

/**
 * The booking date MMDD of a :61: line, in the year of its value date, or the year next to it
 * when the two straddle New Year.
 */
export function entryDate(valueDate: string, mmdd: string): string | null {
  const year = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const month = Number(mmdd.slice(0, 2));
  const shift = valueMonth === 12 && month === 1 ? 1 : valueMonth === 1 && month === 12 ? -1 : 0;
  return calendarDate(year + shift, month, Number(mmdd.slice(2, 4)));
}

/** MT940's comma amount ("1213,28", "0,", "107,", "500") as a two-decimal string, or null. */
export function commaAmount(text: string): string | null {
  const m = /^(\d{1,15})(?:,(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  return `${(m[1] ?? '0').replace(/^0+(?=\d)/, '')}.${(m[2] ?? '').padEnd(2, '0')}`;
}

/** camt's dot amount ("754.25", "0") as a two-decimal string, or null. */
export function dotAmount(text: string): string | null {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return `${(m[1] ?? '0').replace(/^0+(?=\d)/, '')}.${(m[2] ?? '').padEnd(2, '0')}`;
}

/** An IBAN-shaped account (country, check digits, 10–30 letters and digits), spaces removed. */
export function ibanIn(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) ? compact : null;
}
