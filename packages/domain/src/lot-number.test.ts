import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLotNumberFormat, formatLotNumber, lotFormatProblems, lotPlaceholders } from './lot-number';

const values = { supplier: 'Boer & Zn.', category: 'Groente', item: 'tomaat-1', date: new Date(2025, 2, 7) };

describe('lot numbers', () => {
  it('fills the default format from supplier, date, category and item', () => {
    expect(formatLotNumber(defaultLotNumberFormat, values)).toBe('BOERZN-20250307-GROENTE-TOMAAT1');
    expect(lotFormatProblems(defaultLotNumberFormat)).toEqual([]);
  });
  it('keeps literal text and repeats placeholders', () => {
    expect(formatLotNumber('L/{year}/{month}/{day}/{item}', values)).toBe('L/2025/03/07/TOMAAT1');
  });
  it('names what is wrong with a format', () => {
    expect(lotFormatProblems('')).toEqual(['empty']);
    expect(lotFormatProblems('{lot}-{year}')).toContain('unknownPlaceholder');
    expect(lotFormatProblems('{year} {item}')).toContain('badCharacters');
    expect(lotFormatProblems('LOT')).toContain('noPlaceholder');
  });
  it('a format of known placeholders and safe literals gives a lot number of safe characters (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom(...lotPlaceholders.map((p) => `{${p}}`)),
      fc.string({ unit: fc.constantFrom(...'AZ09-_/.'), minLength: 1, maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 6 }), fc.string(), fc.string(), (pieces, supplier, item) => {
        const format = `{year}${pieces.join('')}`;
        expect(lotFormatProblems(format)).toEqual([]);
        expect(formatLotNumber(format, { ...values, supplier, item })).toMatch(/^[A-Z0-9\-_/.]*$/);
      }),
    );
  });
});
