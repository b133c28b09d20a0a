/**
 * Dutch formats (platform §5, business §5): postcode, VAT id (btw-id), KvK number and IBAN.
 * Each has a normaliser (what people type → the canonical display form) and a check.
 * Pure functions: the contract validates with them, the web app formats fields with them.
 */

/** Dutch postcode: 4 digits (not starting with 0), then 2 letters; shown as "1234 AB". */
export function normalizePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^\d{4}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : value.trim();
}

export function isDutchPostcode(value: string): boolean {
  return /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/.test(normalizePostcode(value));
}

/** Dutch VAT id: NL, 9 digits, B, 2 digits; shown as "NL123456789B01" (no spaces or dots). */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

export function isDutchVatNumber(value: string): boolean {
  return /^NL\d{9}B\d{2}$/.test(normalizeVatNumber(value));
}

/** Any EU VAT id by its outline: a country prefix and 2 to 13 letters or digits. */
export function isVatNumberShape(value: string): boolean {
  const compact = normalizeVatNumber(value);
  if (compact.startsWith('NL')) return isDutchVatNumber(compact);
  return /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(compact);
}

/** KvK (Chamber of Commerce) number: exactly 8 digits. */
export function normalizeKvkNumber(value: string): string {
  return value.replace(/[\s.-]+/g, '');
}

export function isKvkNumber(value: string): boolean {
  return /^\d{8}$/.test(normalizeKvkNumber(value));
}

/** IBAN without spaces, upper case: the electronic form. */
export function compactIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** IBAN in groups of 4 ("NL91 ABNA 0417 1643 00"), the print form. */
export function formatIban(value: string): string {
  const compact = compactIban(value);
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** IBAN lengths per country for the countries a Dutch wholesaler meets most (others: 15–34). */
const ibanLengths: Record<string, number> = {
  NL: 18,
  BE: 16,
  DE: 22,
  FR: 27,
  LU: 20,
  GB: 22,
  ES: 24,
  IT: 27,
  AT: 20,
  PL: 28,
  TR: 26,
  DK: 18,
};

/** Structure, length and the ISO 7064 mod-97 check digits. */
export function isValidIban(value: string): boolean {
  const compact = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const expected = ibanLengths[compact.slice(0, 2)];
  if (expected !== undefined && compact.length !== expected) return false;
  if (compact.slice(0, 2) === 'NL' && !/^NL\d{2}[A-Z]{4}\d{10}$/.test(compact)) return false;
  return ibanMod97(compact) === 1;
}

function ibanMod97(compact: string): number {
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Makes a valid IBAN from a country code and the national account part (tests and demo data). */
export function buildIban(country: string, bban: string): string {
  const check = 98 - ibanMod97(`${country}00${bban}`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** BIC (SWIFT code): 8 or 11 characters. */
export function isBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase());
}
