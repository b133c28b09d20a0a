import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDutchVatNumber,
  buildIban,
  compactIban,
  formatIban,
  gtinCheckDigit,
  isGtin,
  hasDutchVatChecksum,
  isBic,
  isDutchPostcode,
  isDutchVatNumber,
  isKvkNumber,
  isValidIban,
  isValidVatNumber,
  isVatNumberShape,
  normalizeKvkNumber,
  normalizePostcode,
  normalizeVatNumber,
} from './dutch-formats';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const letters = (n: number) => fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRTUVWXYZ'), minLength: n, maxLength: n });

describe('postcode', () => {
  it('formats 4 digits and 2 letters as "1234 AB", whatever the spacing and case', () => {
    expect(normalizePostcode('1234ab')).toBe('1234 AB');
    expect(normalizePostcode(' 1234  Ab ')).toBe('1234 AB');
    expect(isDutchPostcode('1234ab')).toBe(true);
  });
  it('refuses what is not a Dutch postcode', () => {
    for (const bad of ['123 AB', '12345 AB', '1234 A', '0123 AB', 'ABCD 12', '1234 SS', '']) expect(isDutchPostcode(bad)).toBe(false);
  });
  it('is idempotent and accepts every 1000–9999 with two letters (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), letters(2), fc.boolean(), (n, l, spaced) => {
        const typed = `${n}${spaced ? ' ' : ''}${l.toLowerCase()}`;
        const once = normalizePostcode(typed);
        expect(normalizePostcode(once)).toBe(once);
        expect(once).toBe(`${n} ${l}`);
        expect(isDutchPostcode(typed)).toBe(!['SA', 'SD', 'SS'].includes(l));
      }),
    );
  });
});

describe('VAT number', () => {
  it('accepts NL, 9 digits, B, 2 digits and writes it without spaces in upper case', () => {
    expect(normalizeVatNumber('nl 1234.56789 b01')).toBe('NL123456789B01');
    expect(isDutchVatNumber('NL123456789B01')).toBe(true);
    for (const bad of ['NL12345678B01', 'NL123456789C01', 'NL123456789B1', 'NL123456789B00', 'DE123456789'])
      expect(isDutchVatNumber(bad)).toBe(false);
  });
  it('accepts other EU VAT ids by shape, but holds NL ones to the Dutch format', () => {
    expect(isVatNumberShape('DE123456789')).toBe(true);
    expect(isVatNumberShape('BE0123456789')).toBe(true);
    expect(isVatNumberShape('NL123')).toBe(false);
    expect(isVatNumberShape('123456789')).toBe(false);
  });
  it('every NL + 9 digits + B + a sub-number above 00 passes, however it is spaced (property)', () => {
    fc.assert(
      fc.property(
        digits(9),
        digits(2).filter((d) => d !== '00'),
        (d9, d2) => {
          const typed = `nl ${d9.slice(0, 4)} ${d9.slice(4)} b${d2}`;
          expect(isDutchVatNumber(typed)).toBe(true);
          expect(normalizeVatNumber(typed)).toBe(`NL${d9}B${d2}`);
        },
      ),
    );
  });
});

describe('VAT number checksum', () => {
  it('accepts real ids: companies by the 11-test, sole traders by mod 97', () => {
    // NL822010690B01 passes the 11-test; NL000099998B57, the tax office's example of a sole trader's id, passes mod 97.
    expect(hasDutchVatChecksum('NL001234567B01')).toBe(false);
    expect(hasDutchVatChecksum('NL822010690B01')).toBe(true);
    expect(hasDutchVatChecksum('NL000099998B57')).toBe(true);
    expect(hasDutchVatChecksum('nl 8220.10690 b01')).toBe(true);
  });
  it('refuses the all-zero number, wrong shapes and a changed digit', () => {
    expect(hasDutchVatChecksum('NL000000000B01')).toBe(false);
    expect(hasDutchVatChecksum('NL822010691B01')).toBe(false);
    expect(hasDutchVatChecksum('NL82201069B01')).toBe(false);
  });
  it('holds NL ids to the checksum and others to their outline', () => {
    expect(isValidVatNumber('NL822010690B01')).toBe(true);
    expect(isValidVatNumber('NL822010691B01')).toBe(false);
    expect(isValidVatNumber('DE123456789')).toBe(true);
    expect(isValidVatNumber('123')).toBe(false);
  });
  it('a built id passes, and changing one of its nine digits breaks the 11-test (property)', () => {
    fc.assert(
      fc.property(digits(8), fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 9 }), (eight, at, plus) => {
        const vat = buildDutchVatNumber(eight);
        fc.pre(vat !== null && /[1-9]/.test(eight));
        const id = vat as string;
        expect(hasDutchVatChecksum(id)).toBe(true);
        expect(isValidVatNumber(id.toLowerCase())).toBe(true);
        const digit = (Number(id[at]) + plus) % 10;
        const changed = `${id.slice(0, at)}${digit}${id.slice(at + 1)}`;
        // One digit off never keeps the 11-test; it may by chance pass mod 97 (1 in 97), which is a real id.
        const nine = changed.slice(2, 11);
        const weights = [9, 8, 7, 6, 5, 4, 3, 2, -1];
        const sum = [...nine].reduce((total, d, i) => total + Number(d) * (weights[i] ?? 0), 0);
        expect(sum % 11).not.toBe(0);
      }),
    );
  });
});

describe('KvK number', () => {
  it('is exactly 8 digits', () => {
    expect(isKvkNumber('12345678')).toBe(true);
    expect(isKvkNumber('1234 5678')).toBe(true);
    expect(normalizeKvkNumber('12.34.56.78')).toBe('12345678');
    for (const bad of ['1234567', '123456789', '1234567a', '']) expect(isKvkNumber(bad)).toBe(false);
  });
});

describe('IBAN', () => {
  it('knows real IBANs and shows them in groups of 4', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
  });
  it('refuses wrong check digits, lengths and shapes', () => {
    for (const bad of ['NL92ABNA0417164300', 'NL91ABNA041716430', 'NL91 1234 0417 1643 00', 'XX', '']) expect(isValidIban(bad)).toBe(false);
  });
  it('a made IBAN is valid, formatting keeps it valid and compacts back (property)', () => {
    fc.assert(
      fc.property(letters(4), digits(10), (bank, account) => {
        const iban = buildIban('NL', `${bank}${account}`);
        expect(isValidIban(iban)).toBe(true);
        const grouped = formatIban(iban);
        expect(grouped.split(' ').every((group, i, all) => group.length === 4 || i === all.length - 1)).toBe(true);
        expect(formatIban(grouped)).toBe(grouped);
        expect(compactIban(grouped)).toBe(iban);
        expect(isValidIban(grouped)).toBe(true);
      }),
    );
  });
  it('changing one digit breaks the check (property)', () => {
    fc.assert(
      fc.property(letters(4), digits(10), fc.integer({ min: 8, max: 17 }), fc.integer({ min: 1, max: 9 }), (bank, account, at, plus) => {
        const iban = buildIban('NL', `${bank}${account}`);
        const digit = (Number(iban[at]) + plus) % 10;
        const changed = `${iban.slice(0, at)}${digit}${iban.slice(at + 1)}`;
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });
});

describe('BIC', () => {
  it('is 8 or 11 characters', () => {
    expect(isBic('ABNANL2A')).toBe(true);
    expect(isBic('abnanl2axxx')).toBe(true);
    expect(isBic('ABNANL2')).toBe(false);
  });
});

describe('GTIN barcode', () => {
  it('accepts real EAN-13 and EAN-8 codes and refuses a wrong check digit', () => {
    expect(isGtin('8710398527196')).toBe(true);
    expect(isGtin('96385074')).toBe(true);
    expect(isGtin('8710398527197')).toBe(false);
    expect(isGtin('12345')).toBe(false);
  });
  it('a body with its check digit passes; another last digit fails (property)', () => {
    fc.assert(
      fc.property(digits(12), fc.integer({ min: 1, max: 9 }), (body, plus) => {
        const check = gtinCheckDigit(body);
        expect(isGtin(`${body}${check}`)).toBe(true);
        expect(isGtin(`${body}${(check + plus) % 10}`)).toBe(false);
      }),
    );
  });
});
