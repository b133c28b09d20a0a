import { describe, expect, it } from 'vitest';
import { formatMoneyFor } from './money-format';

describe('money in the customer’s language', () => {
  it('writes euros the Dutch and the English way, rounded half-up', () => {
    expect(formatMoneyFor('nl', '43.16')).toBe('€ 43,16');
    expect(formatMoneyFor('nl', '1234.5')).toBe('€ 1.234,50');
    expect(formatMoneyFor('en', '1234.5')).toBe('€1,234.50');
    expect(formatMoneyFor('nl', '49.5868')).toBe('€ 49,59');
  });
});
