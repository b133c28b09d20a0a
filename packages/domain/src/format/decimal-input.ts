import { intlLocale } from './locale';

/**
 * Decimal numbers as people type them and as an input shows them, in their language. What the
 * contract receives is always the canonical decimal string ("4.95"); what the person sees and
 * types is "4,95" in Dutch and Turkish, "4.95" in English and Arabic.
 */

const separators = new Map<string, { decimal: string; group: string }>();

/** The language's decimal and grouping separators, as Intl writes them. */
export function decimalSeparators(language: string): { decimal: string; group: string } {
  const locale = intlLocale(language);
  let found = separators.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    separators.set(locale, found);
  }
  return found;
}

const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;
const toLatinDigit = (digit: string) => String((digit.codePointAt(0) ?? 0) & 0xf);
/** Spaces of any width (a grouping separator in some languages) and direction marks: dropped. */
const ignored = /[\s\u00a0\u202f\u2009\u200e\u200f\u061c\u2066-\u2069]/g;

const count = (text: string, char: string) => text.split(char).length - 1;

/** One separator as the language groups thousands: "1.234" in Dutch, "1,234" in English (not "0.125"). */
const groupsThousands = (value: string, group: string) => new RegExp(`^[1-9]\\d{0,2}\\${group}\\d{3}$`).test(value);

/** Whole and fraction digits of an unsigned number typed with separators, or null. */
function splitDecimal(value: string, group: string): [string, string] | null {
  const commas = count(value, ',');
  const dots = count(value, '.');
  let decimal: string | null = null;
  if (commas && dots) decimal = value.lastIndexOf(',') > value.lastIndexOf('.') ? ',' : '.';
  else if (commas === 1 && !groupsThousands(value, group)) decimal = ',';
  else if (dots === 1 && !groupsThousands(value, group)) decimal = '.';
  let whole = value;
  let fraction = '';
  if (decimal) {
    if (count(value, decimal) !== 1) return null;
    [whole = '', fraction = ''] = value.split(decimal);
    if (/[.,]/.test(fraction)) return null;
  }
  if (/[.,]/.test(whole)) {
    const groups = whole.split(/[.,]/);
    const [first = ''] = groups;
    if (first.length < 1 || first.length > 3 || groups.slice(1).some((g) => g.length !== 3)) return null;
    whole = groups.join('');
  }
  return [whole, fraction];
}

/**
 * The canonical decimal string of what was typed ("1.234,5" → "1234.5"), or null when it is not a
 * number. Accepts the language's own separators and the other ones, so "4,95" and "4.95" are 4.95
 * in every language. With both a comma and a dot, the last one is the decimal separator and the
 * other groups thousands ("1.234,50", "1,234.50"); one kind used more than once groups thousands
 * ("1.234.567"); used once it is the decimal separator, unless it is the language's grouping
 * separator followed by three digits ("1.234" is 1234 in Dutch, "1,234" in English). Arabic-Indic
 * digits and the Arabic separators (٫ ٬) are read too. "4," (still being typed) is 4.
 */
export function parseDecimal(text: string, language: string): string | null {
  let value = text
    .replace(ignored, '')
    .replace(arabicDigits, toLatinDigit)
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
  const negative = /^[-\u2212]/.test(value);
  if (negative) value = value.slice(1);
  if (!/^[\d.,]*\d[\d.,]*$/.test(value)) return null;
  const group = decimalSeparators(language).group === '.' ? '.' : ',';
  const split = splitDecimal(value, group);
  if (!split) return null;
  const [whole, fraction] = split;
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  const canonical = fraction ? `${digits}.${fraction}` : digits;
  return negative && /[1-9]/.test(canonical) ? `-${canonical}` : canonical;
}

/**
 * A canonical decimal string as an input shows it: the language's decimal separator, no
 * grouping, trailing zeros dropped down to `minDecimals` ("4.9500" → "4,95"; "5" → "5,00" with 2).
 */
export function formatDecimalInput(value: string, language: string, minDecimals = 0): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  return fraction ? `${sign}${whole}${decimalSeparators(language).decimal}${fraction}` : `${sign}${whole}`;
}
