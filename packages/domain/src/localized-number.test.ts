import { describe, expect, it } from 'vitest';
import { readLocalizedNumber, writeLocalizedNumber } from './localized-number';
import { decodeTextBytes } from './text-file';

describe('numbers from Dutch and English spreadsheets', () => {
  it.each([
    ['1.500,00', '1500.00'],
    ['€ 2.000,00', '2000.00'],
    ['2,5', '2.5'],
    ['750', '750'],
    ['1.500', '1500'],
    ['8.95', '8.95'],
    ['1,234.50', '1234.50'],
    ['1.234,50', '1234.50'],
    ['120,250', '120.250'],
    ['-3,5', '-3.5'],
  ])('%s → %s', (text, value) => expect(readLocalizedNumber(text)).toBe(value));

  it('leaves what is no number for the schema to refuse', () => expect(readLocalizedNumber('veel')).toBe('veel'));

  it('writes decimals with a comma for Dutch readers', () => {
    expect(writeLocalizedNumber('1500.00', 'nl')).toBe('1500,00');
    expect(writeLocalizedNumber('1500.00', 'en')).toBe('1500.00');
    expect(writeLocalizedNumber('30', 'nl')).toBe('30');
  });
});

describe('file text', () => {
  it('reads Windows-1252 bytes (é, ü, €) and UTF-8 with a byte-order mark alike', () => {
    const cp1252 = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0xfc, 0x20, 0x80]);
    expect(decodeTextBytes(cp1252)).toBe('Café ü €');
    const utf8 = new TextEncoder().encode('\uFEFFCafé ü €');
    expect(decodeTextBytes(utf8)).toBe('Café ü €');
  });
});
