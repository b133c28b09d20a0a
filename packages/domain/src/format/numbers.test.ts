import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from './numbers';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('writes euros as each language does, from the exact decimal string', () => {
    expect(formatMoney('43.16', 'nl')).toBe(`€${nbsp}43,16`);
    expect(formatMoney('1234567.5', 'nl')).toBe(`€${nbsp}1.234.567,50`);
    expect(formatMoney('-2.51', 'nl')).toBe(`€${nbsp}-2,51`);
    expect(formatMoney('43.16', 'en')).toBe('€43.16');
    expect(formatMoney('1234.05', 'en')).toBe('€1,234.05');
    expect(formatMoney('43.16', 'tr')).toBe('€43,16');
    expect(formatMoney('12345678901234.99', 'nl')).toBe(`€${nbsp}12.345.678.901.234,99`);
  });

  it('rounds half-up to cents, as the documents do (49.5868 → € 49,59, 43.165 → € 43,17)', () => {
    expect(formatMoney('49.5868', 'nl')).toBe(`€${nbsp}49,59`);
    expect(formatMoney('43.165', 'nl')).toBe(`€${nbsp}43,17`);
    expect(formatMoney('0.005', 'en')).toBe('€0.01');
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatMoney('1234.5', 'ar')).toMatch(/^\u200f?1,234\.50\u00a0€$/);
  });

  it('shows up to the decimals asked (unit prices), never padding to 4', () => {
    expect(formatMoney('4.9500', 'nl', 4)).toBe(`€${nbsp}4,95`);
    expect(formatMoney('4.9512', 'nl', 4)).toBe(`€${nbsp}4,9512`);
    expect(formatMoney('4.9512', 'nl')).toBe(`€${nbsp}4,95`);
  });
});

describe('formatNumber', () => {
  it('groups and drops trailing zeros', () => {
    expect(formatNumber('1234.5000', 'nl')).toBe('1.234,5');
    expect(formatNumber('1234.5000', 'en')).toBe('1,234.5');
    expect(formatNumber('2.125', 'nl', 2)).toBe('2,13');
    expect(formatNumber(16, 'ar')).toBe('16');
  });
});

describe('formatPercent', () => {
  it('writes "0 %" in Dutch, with a no-break space', () => {
    expect(formatPercent('0', 'nl')).toBe(`0${nbsp}%`);
    expect(formatPercent(21, 'nl')).toBe(`21${nbsp}%`);
    expect(formatPercent('2.50', 'nl')).toBe(`2,5${nbsp}%`);
  });

  it('follows the other languages', () => {
    expect(formatPercent('21', 'en')).toBe('21%');
    expect(formatPercent('21', 'tr')).toBe('%21');
    expect(formatPercent('7.25', 'ar')).toMatch(/^7\.25\u200e?%\u200e?$/);
  });
});
