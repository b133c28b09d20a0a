import { money } from '../money';
import { baseLanguage, intlLocale } from './locale';

/**
 * Amounts, quantities and percentages as the reader's language writes them ("€ 43,16", "1.234,5",
 * "21 %" in Dutch). Values arrive as decimal strings and go to Intl as strings, which it reads
 * exactly: no amount passes through a binary float.
 */
type Numeric = string | number;

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Intl reads a decimal string exactly (ES2023); the ES2022 typings only know numbers. */
const exact = (value: Numeric) => (typeof value === 'number' ? value : (value.trim() as unknown as number));

/** Euros: "€ 43,16" (nl), "€43.16" (en), "€43,16" (tr), "43.16 €" (ar); 2 decimals, up to `maxDecimals` when a price has more. */
export function formatMoney(value: Numeric, language: string, maxDecimals = 2): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, maxDecimals),
  }).format(exact(value));
}

/** A quantity or count: grouped, up to `maxDecimals` decimals, no trailing zeros ("1.234,5"). */
export function formatNumber(value: Numeric, language: string, maxDecimals = 4): string {
  return numberFormat(language, { maximumFractionDigits: maxDecimals }).format(exact(value));
}

/**
 * A percentage given in percent ("21", "2.50"): "21 %" in Dutch, with the no-break space the
 * Taalunie writes (Intl's Dutch has none), "%21" in Turkish, "21%" in English.
 */
export function formatPercent(value: Numeric, language: string, maxDecimals = 2): string {
  const fraction = money(typeof value === 'string' ? value.trim() : value)
    .dividedBy(100)
    .toFixed();
  const parts = numberFormat(language, { style: 'percent', maximumFractionDigits: maxDecimals }).formatToParts(exact(fraction));
  const spaced = baseLanguage(language) === 'nl';
  return parts
    .map((part, i) => (spaced && part.type === 'percentSign' && parts[i - 1]?.type !== 'literal' ? `\u00a0${part.value}` : part.value))
    .join('');
}
