import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money';
import { computeDocumentTotals, type DocumentLine, lineNet, linePackagesOf } from './order-totals';

// Golden figures worked out by hand (the comments show the sums).
const mixed: DocumentLine[] = [
  // 3 × 1.15 = 3.45
  { amount: '3', price: '1.15', vatRate: 9, packageAmount: '12', costPrice: '0.89' },
  // 2.5 × 8.95 = 22.375, less 10 % = 20.1375 → 20.14
  { amount: '2.5', price: '8.95', discount: '10', vatRate: 9, packageAmount: '12', unitWeight: '1', costPrice: '6.40' },
  // 1 × 96.00 = 96.00
  { amount: '1', price: '96.00', vatRate: 21, packageAmount: '1', costPrice: '78' },
  // 7 × 5.95 = 41.65, less 2.5 % = 40.60875 → 40.61; no purchase price known
  { amount: '7', price: '5.95', discount: '2.5', vatRate: 21, packageAmount: '6' },
  // 4 × 0.125 = 0.50
  { amount: '4', price: '0.125', vatRate: 0, unitWeight: '0.001', costPrice: '0.1' },
];

describe('document totals', () => {
  it('adds mixed 21 %, 9 % and 0 % lines with discounts to the cent', () => {
    expect(computeDocumentTotals(mixed)).toEqual({
      // 9 %: 3.45 + 20.14 = 23.59, VAT 2.1231 → 2.12; 21 %: 96.00 + 40.61 = 136.61, VAT 28.6881 → 28.69; 0 %: 0.50
      net: '160.70',
      vat: '30.81',
      gross: '191.51',
      vatBreakdown: [
        { rate: 21, base: '136.61', vat: '28.69' },
        { rate: 9, base: '23.59', vat: '2.12' },
        { rate: 0, base: '0.50', vat: '0.00' },
      ],
      // 3/12 → 1, 2.5/12 → 1, 1/1 → 1, 7/6 → 2, no package amount → 0
      packages: '5',
      // 2.5 × 1 + 4 × 0.001
      weight: '2.504',
      // 2.67 + 16.00 + 78.00 + 0.40; the 7 × 5.95 line has no purchase price
      cost: '97.07',
      // (3.45 + 20.14 + 96.00 + 0.50) − 97.07
      profit: '23.02',
      uncostedLines: 1,
    });
  });

  it('rounds VAT once per rate total, not per line', () => {
    const lines = Array.from({ length: 3 }, () => ({ amount: '1', price: '0.07', vatRate: 21 }));
    // Per line 0.0147 → 0.01 would give 0.03; per rate 0.21 × 21 % = 0.0441 → 0.04.
    expect(computeDocumentTotals(lines)).toMatchObject({ net: '0.21', vat: '0.04', gross: '0.25' });
  });

  it('rounds half-up: line nets and VAT at exactly half a cent go up, negative ones away from zero', () => {
    expect(lineNet({ amount: '1', price: '2.345' })).toBe('2.35');
    expect(lineNet({ amount: '-1', price: '2.345' })).toBe('-2.35');
    expect(lineNet({ amount: '1', price: '0.125' })).toBe('0.13');
    // 2.50 × 21 % = 0.525 → 0.53; 0.50 × 9 % = 0.045 → 0.05
    expect(computeDocumentTotals([{ amount: '1', price: '2.50', vatRate: 21 }]).vat).toBe('0.53');
    expect(computeDocumentTotals([{ amount: '1', price: '0.50', vatRate: 9 }]).vat).toBe('0.05');
  });

  it('takes a 100 % discount to zero and counts an empty document as zero', () => {
    expect(lineNet({ amount: '3', price: '9.99', discount: '100' })).toBe('0.00');
    expect(computeDocumentTotals([])).toEqual({
      net: '0.00',
      vat: '0.00',
      gross: '0.00',
      vatBreakdown: [],
      packages: '0',
      weight: '0.000',
      cost: '0.00',
      profit: '0.00',
      uncostedLines: 0,
    });
  });

  it('keeps 4-decimal prices and large amounts exact', () => {
    // 999999.9999 × 1000000 = 999999999900 exactly; a JS number would lose the cents.
    const totals = computeDocumentTotals([{ amount: '1000000', price: '999999.9999', vatRate: 21 }]);
    expect(totals.net).toBe('999999999900.00');
    expect(totals.vat).toBe('209999999979.00');
    expect(totals.gross).toBe('1209999999879.00');
  });

  it('counts packages per line, rounded up, and none without a package amount', () => {
    expect(linePackagesOf({ amount: '24', packageAmount: '12' }).toFixed(0)).toBe('2');
    expect(linePackagesOf({ amount: '25', packageAmount: '12' }).toFixed(0)).toBe('3');
    expect(linePackagesOf({ amount: '36.5', packageAmount: '12' }).toFixed(0)).toBe('4');
    expect(linePackagesOf({ amount: '-13', packageAmount: '12' }).toFixed(0)).toBe('-2');
    expect(linePackagesOf({ amount: '5', packageAmount: null }).toFixed(0)).toBe('0');
    expect(linePackagesOf({ amount: '5', packageAmount: '0' }).toFixed(0)).toBe('0');
  });

  it('always has net = Σ line nets = Σ VAT bases, and gross = net + VAT', () => {
    const decimal = (max: number, places: number) =>
      fc.integer({ min: 0, max: max * 10 ** places }).map((n) =>
        money(n)
          .dividedBy(10 ** places)
          .toFixed(places),
      );
    const line = fc.record({
      amount: decimal(10_000, 4),
      price: decimal(10_000, 4),
      discount: decimal(100, 2),
      vatRate: fc.constantFrom(21, 9, 0),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const totals = computeDocumentTotals(lines);
        const sumOfLines = lines.reduce((sum, l) => sum.plus(lineNet(l)), money(0));
        const sumOfBases = totals.vatBreakdown.reduce((sum, v) => sum.plus(v.base), money(0));
        const sumOfVat = totals.vatBreakdown.reduce((sum, v) => sum.plus(v.vat), money(0));
        expect(totals.net).toBe(sumOfLines.toFixed(2));
        expect(totals.net).toBe(sumOfBases.toFixed(2));
        expect(totals.vat).toBe(sumOfVat.toFixed(2));
        expect(totals.gross).toBe(money(totals.net).plus(totals.vat).toFixed(2));
      }),
    );
  });
});
