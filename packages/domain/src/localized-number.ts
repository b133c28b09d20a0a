/**
 * Numbers as people type them in Dutch or English spreadsheets, read as the app's decimal
 * strings: "1.500,00", "€ 2.000,00", "2,5", "1,234.50", "750". With both a dot and a comma, the
 * last one is the decimal mark; a comma alone is decimal; dots alone are thousands only when they
 * group by three ("1.500", not "8.95"). Anything else comes back unchanged (the schema refuses it).
 */
export function readLocalizedNumber(text: string): string {
  const compact = text.replace(/[€\s\u00a0]/g, '').replace(/^EUR/i, '');
  if (!/^-?[\d.,]+$/.test(compact)) return text.trim();
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    return compact.split(thousands).join('').replace(decimal, '.');
  }
  if (lastComma >= 0) return /^-?\d{1,3}(,\d{3}){2,}$/.test(compact) ? compact.replace(/,/g, '') : compact.replace(',', '.');
  if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) return compact.replace(/\./g, '');
  return compact;
}

/** A decimal string written for a spreadsheet in the reader's language: Dutch with a decimal comma. */
export function writeLocalizedNumber(value: string, numbers: 'nl' | 'en'): string {
  return numbers === 'nl' && /^-?\d+\.\d+$/.test(value) ? value.replace('.', ',') : value;
}
