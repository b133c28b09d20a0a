import type { OrderCatalogItem } from '@wb/contract/orders';
import { describe, expect, it } from 'vitest';
import { draftFromCatalog } from './order-lines-state';
import { stockShortages } from './order-stock';

const item = (id: string, name: string): OrderCatalogItem => ({
  id,
  sku: `ITEM-${id.slice(-4)}`,
  name,
  unit: 'pak',
  vatRate: 9,
  price: '2.5000',
  category: '',
  barcode: '',
  packageAmount: '1.0000',
  unitWeight: null,
  costPrice: null,
  lotTracked: false,
  quantityOnHand: '0.0000',
});
const juice = item('01900000-0000-7000-8000-000000001001', 'Appelsap');
const milk = item('01900000-0000-7000-8000-000000001002', 'Volle melk');

describe('stock at order entry', () => {
  it('names the items the lines ask more of than is in stock, the lines of one item added up', () => {
    const lines = [draftFromCatalog(juice, '3', '0'), draftFromCatalog(milk, '2', '0'), draftFromCatalog(juice, '2,5', '0')];
    const stock = new Map([
      [juice.id, '5.0000'],
      [milk.id, '2.0000'],
    ]);
    expect([...stockShortages(lines, stock).values()]).toEqual([
      { itemId: juice.id, name: 'Appelsap', itemNumber: juice.sku, wanted: '5.5', available: '5' },
    ]);
  });

  it('has nothing to say when the stock covers the lines, or while the stock is not known', () => {
    const lines = [draftFromCatalog(juice, '5', '0')];
    expect(stockShortages(lines, new Map([[juice.id, '5']])).size).toBe(0);
    expect(stockShortages(lines, new Map()).size).toBe(0);
    expect(stockShortages(lines, new Map([[juice.id, '0.0000']])).get(juice.id)?.available).toBe('0');
  });
});
