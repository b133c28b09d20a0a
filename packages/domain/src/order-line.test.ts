import { describe, expect, it } from 'vitest';
import { costPriceOf, unitWeightOf } from './order-line';

describe('order line facts from the item', () => {
  it('knows the weight of items sold by weight only', () => {
    expect(unitWeightOf({ unit: 'kg' })).toBe('1.0000');
    expect(unitWeightOf({ unit: ' KG ' })).toBe('1.0000');
    expect(unitWeightOf({ unit: 'gram' })).toBe('0.0010');
    expect(unitWeightOf({ unit: 'ton' })).toBe('1000.0000');
    expect(unitWeightOf({ unit: 'fles' })).toBeNull();
  });

  it("takes the item's own weight per unit first (issue 25 item 18)", () => {
    expect(unitWeightOf({ unit: 'fles', weight: '1.04' })).toBe('1.0400');
    expect(unitWeightOf({ unit: 'kg', weight: '0.98' })).toBe('0.9800');
    expect(unitWeightOf({ unit: 'fles', weight: null })).toBeNull();
  });

  it('takes the purchase price per product, else the package price per product', () => {
    const item = { unit: 'st', packageAmount: '12', initialPrice: null, purchasePricePerPackage: '10.00' };
    expect(costPriceOf({ ...item, initialPrice: '0.89' })).toBe('0.8900');
    // 10.00 / 12 = 0.83333… → 0.8333
    expect(costPriceOf(item)).toBe('0.8333');
    expect(costPriceOf({ ...item, purchasePricePerPackage: null })).toBeNull();
    expect(costPriceOf({ ...item, packageAmount: '0' })).toBeNull();
  });
});
