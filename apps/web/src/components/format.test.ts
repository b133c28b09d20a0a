import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent, formatRange } from './format';

describe('the web formatting', () => {
  it('shows a dash for no value', () => {
    expect(formatMoney(null, 'nl')).toBe('—');
    expect(formatDate('', 'nl')).toBe('—');
    expect(formatPercent(undefined, 'nl')).toBe('—');
  });

  it('writes money, percentages and dates in the language asked', () => {
    expect(formatMoney('43.16', 'nl')).toBe('€\u00a043,16');
    expect(formatPercent('0', 'nl')).toBe('0\u00a0%');
    expect(formatDate('2026-05-01', 'nl')).toBe('1 mei 2026');
  });

  it('isolates each value in Arabic, and only there', () => {
    expect(formatMoney('43.16', 'ar')).toMatch(/^\u2068\u200f?43\.16\u00a0€\u2069$/);
    expect(formatDate('2026-05-01', 'ar')).toMatch(/^\u2068.*2026\u2069$/);
    expect(formatMoney('43.16', 'en')).toBe('€43.16');
  });

  it('gives the numbers of a pagination label, isolated in Arabic', () => {
    expect(formatRange(1, 16, 16, 'nl')).toEqual({ from: '1', to: '16', count: '16' });
    expect(formatRange(1001, 2000, 12345, 'nl')).toEqual({ from: '1.001', to: '2.000', count: '12.345' });
    expect(formatRange(1, 16, 16, 'ar')).toEqual({ from: '\u20681\u2069', to: '\u206816\u2069', count: '\u206816\u2069' });
    expect(formatRange(1, 25, -1, 'en').count).toBe('-1');
  });
});
