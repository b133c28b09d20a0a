import { describe, expect, it } from 'vitest';
import { costPriceOf, movingAverageCost, unitWeightOf } from './order-line';

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

  it('takes the average cost kept by receipts before any entered price (issue 26)', () => {
    const item = { unit: 'st', packageAmount: '12', initialPrice: '0.89', purchasePricePerPackage: '10.00' };
    expect(costPriceOf({ ...item, averageCost: '0.8125' })).toBe('0.8125');
    expect(costPriceOf({ ...item, averageCost: null })).toBe('0.8900');
  });

  it('keeps a moving average cost over receipts, starting again from the price when stock was gone', () => {
    // 48 kg at 5.00 on hand, 72 kg received at 5.50: (240 + 396) / 120 = 5.30
    expect(movingAverageCost({ stockBefore: '48', averageBefore: '5.0000', units: '72', pricePerUnit: '5.5' })).toBe('5.3000');
    expect(movingAverageCost({ stockBefore: '48', averageBefore: null, units: '72', pricePerUnit: '5.5' })).toBe('5.5000');
    expect(movingAverageCost({ stockBefore: '-3', averageBefore: '5.0000', units: '10', pricePerUnit: '4' })).toBe('4.0000');
    // 10 at 1.00 and 20 at 1.10: 32 / 30 = 1.06666… → 1.0667
    expect(movingAverageCost({ stockBefore: '10', averageBefore: '1', units: '20', pricePerUnit: '1.1' })).toBe('1.0667');
  });
});
