/**
 * Amounts and dates as the user's language writes them. Amounts are formatted from their decimal
 * string (Intl reads the string exactly), never through a JavaScript number; digits stay Latin.
 */
type Numeric = Parameters<Intl.NumberFormat['format']>[0];

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-u-nu-latn`, options);
    formats.set(key, format);
  }
  return format;
}

export function formatMoney(value: string, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'EUR' }).format(value as unknown as Numeric);
}

export function formatQuantity(value: string, language: string, maxDecimals = 4): string {
  return numberFormat(language, { maximumFractionDigits: maxDecimals }).format(value as unknown as Numeric);
}

export function formatDate(value: string | null, language: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value.slice(0, 10)}T00:00:00Z`),
  );
}

export function formatDateTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
