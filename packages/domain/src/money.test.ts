import { describe, expect, it } from 'vitest';
import { decimalPattern, money, toMoneyString } from './money';

describe('money', () => {
  it('adds without binary floating-point error', () => {
    expect(toMoneyString(money('0.1').plus('0.2'))).toBe('0.30');
    expect(money('0.1').plus('0.2').equals('0.3')).toBe(true);
  });

  it('rounds half up, also for negative amounts away from zero', () => {
    expect(toMoneyString(money('2.345'))).toBe('2.35');
    expect(toMoneyString(money('2.344'))).toBe('2.34');
    expect(toMoneyString(money('-2.345'))).toBe('-2.35');
  });

  it('keeps full precision when summing many numeric(20,4) values', () => {
    let sum = money(0);
    for (let i = 0; i < 1000; i++) sum = sum.plus('9999999999999999.9999');
    expect(sum.toFixed(4)).toBe('9999999999999999999.9000');
  });

  it('accepts decimal strings and refuses numbers in other shapes', () => {
    for (const ok of ['0', '12.5', '-3.25', '1000000.0001']) expect(decimalPattern.test(ok)).toBe(true);
    for (const bad of ['1e3', '1,50', '.5', '1.', 'abc', '1.23456']) expect(decimalPattern.test(bad)).toBe(false);
  });
});
