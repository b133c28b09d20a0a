import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimal } from './decimal-input';

describe('parseDecimal', () => {
  it('reads a comma and a dot as the decimal separator in every language', () => {
    for (const language of ['nl', 'en', 'tr', 'ar']) {
      expect(parseDecimal('4,95', language)).toBe('4.95');
      expect(parseDecimal('4.95', language)).toBe('4.95');
      expect(parseDecimal(' 12 ', language)).toBe('12');
    }
  });

  it('reads thousands separators as the language types them', () => {
    expect(parseDecimal('1.234,50', 'nl')).toBe('1234.50');
    expect(parseDecimal('1.234.567', 'nl')).toBe('1234567');
    expect(parseDecimal('1.234', 'nl')).toBe('1234');
    expect(parseDecimal('1,234', 'nl')).toBe('1.234');
    expect(parseDecimal('1,234.50', 'en')).toBe('1234.50');
    expect(parseDecimal('1,234', 'en')).toBe('1234');
    expect(parseDecimal('1.234', 'en')).toBe('1.234');
    expect(parseDecimal('0.125', 'nl')).toBe('0.125');
    expect(parseDecimal('1 234,5', 'tr')).toBe('1234.5');
  });

  it('reads Arabic-Indic digits and separators', () => {
    expect(parseDecimal('٤٫٩٥', 'ar')).toBe('4.95');
    expect(parseDecimal('١٬٢٣٤٫٥', 'ar')).toBe('1234.5');
  });

  it('takes a number still being typed, a sign, and leading zeros away', () => {
    expect(parseDecimal('4,', 'nl')).toBe('4');
    expect(parseDecimal(',5', 'nl')).toBe('0.5');
    expect(parseDecimal('007', 'nl')).toBe('7');
    expect(parseDecimal('-2,5', 'nl')).toBe('-2.5');
    expect(parseDecimal('-0', 'nl')).toBe('0');
  });

  it('refuses what is not a number', () => {
    for (const text of ['', ',', 'abc', '4,9,5', '1.23,4', '1,2.34,5', '4.95 kg', '--1', '12.34.5']) {
      expect(parseDecimal(text, 'nl')).toBeNull();
    }
  });
});

describe('formatDecimalInput', () => {
  it("shows the language's decimal separator, without padding to 4 decimals", () => {
    expect(formatDecimalInput('4.9500', 'nl')).toBe('4,95');
    expect(formatDecimalInput('4.9500', 'tr')).toBe('4,95');
    expect(formatDecimalInput('4.9500', 'en')).toBe('4.95');
    expect(formatDecimalInput('4.9500', 'ar')).toBe('4.95');
    expect(formatDecimalInput('5.0000', 'nl')).toBe('5');
    expect(formatDecimalInput('5', 'nl', 2)).toBe('5,00');
    expect(formatDecimalInput('1234.5', 'nl', 2)).toBe('1234,50');
    expect(formatDecimalInput('-2.5', 'nl')).toBe('-2,5');
  });

  it('leaves text that is not a canonical decimal as it is', () => {
    expect(formatDecimalInput('4,9,5', 'nl')).toBe('4,9,5');
  });

  it('round-trips: what it shows reads back as the same number', () => {
    for (const language of ['nl', 'en', 'tr', 'ar']) {
      for (const value of ['0', '4.95', '1234.5', '1000', '0.0001']) {
        expect(Number(parseDecimal(formatDecimalInput(value, language), language))).toBe(Number(value));
      }
    }
  });
});
