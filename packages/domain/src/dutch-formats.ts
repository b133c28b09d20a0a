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

/** NL, 9 digits, B and a sub-number 01–99 (external-apis §7.2: the sub-number is above 0). */
export function isDutchVatNumber(value: string): boolean {
  const compact = normalizeVatNumber(value);
  return /^NL\d{9}B\d{2}$/.test(compact) && !compact.endsWith('B00');
}

/** Letters as numbers for the mod-97 checks: A = 10 … Z = 35. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The 11-test on 9 digits: weights 9 … 2 and −1; the sum must be a multiple of 11. */
function passesElevenTest(nine: string): boolean {
  const weights = [9, 8, 7, 6, 5, 4, 3, 2, -1];
  const sum = [...nine].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 11 === 0 && /[1-9]/.test(nine);
}

/**
 * The check of a Dutch VAT id: companies' ids (from the RSIN) pass the 11-test on their nine
 * digits; sole traders' ids since 2020 pass mod 97 over the whole id (as an IBAN does). A real id
 * passes one of the two.
 */
export function hasDutchVatChecksum(value: string): boolean {
  const compact = normalizeVatNumber(value);
  if (!isDutchVatNumber(compact)) return false;
  return passesElevenTest(compact.slice(2, 11)) || mod97(compact) === 1;
}

/** A VAT id as the account forms accept it: Dutch ones by format and checksum, others by outline. */
export function isValidVatNumber(value: string): boolean {
  const compact = normalizeVatNumber(value);
  return compact.startsWith('NL') ? hasDutchVatChecksum(compact) : isVatNumberShape(compact);
}

/**
 * A Dutch VAT id that passes the 11-test, from 8 digits (the 9th is the check digit), or null when
 * no check digit fits (tests and demo data).
 */
export function buildDutchVatNumber(eightDigits: string, suffix = '01'): string | null {
  for (let check = 0; check <= 9; check++) {
    const nine = `${eightDigits}${check}`;
    if (passesElevenTest(nine)) return `NL${nine}B${suffix}`;
  }
  return null;
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
  return mod97(compact.slice(4) + compact.slice(0, 4));
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

/** GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) barcode: digits with the GS1 mod-10 check digit. */
export function isGtin(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return false;
  return gtinCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** The GS1 check digit of the digits before it: weights 3 and 1 from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}
