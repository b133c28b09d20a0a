import { describe, expect, it } from 'vitest';
import type { SaleItem } from '@/modules/items/item-sales.service';
import { itemsToLoad, mergeOrderLines, type StoredLine } from './order-line-merge';

const item = (id: string, over: Partial<SaleItem> = {}): SaleItem => ({
  id,
  sku: `SKU-${id}`,
  name: `Item ${id}`,
  unit: 'kg',
  vatRate: 9,
  price: '2.5000',
  packageAmount: '10.0000',
  weight: null,
  initialPrice: '1.2000',
  purchasePricePerPackage: null,
  averageCost: null,
  lotTracked: false,
  isActive: true,
  ...over,
});

const stored = (id: string, position: number, over: Partial<StoredLine> = {}): StoredLine => ({
  id,
  position,
  itemId: 'a',
  lotId: null,
  itemNumber: 'OLD-A',
  name: 'Old name',
  unit: 'kg',
  vatRate: 21,
  amount: '2.0000',
  price: '3.0000',
  discount: '0.00',
  packageAmount: null,
  unitWeight: null,
  costPrice: null,
  lineNet: '6.00',
  ...over,
});

let counter = 0;
const ctx = (existing: StoredLine[], items: SaleItem[] = []) => ({
  existing: new Map(existing.map((l) => [l.id, l])),
  items: new Map(items.map((i) => [i.id, i])),
  lots: new Map<string, { itemId: string }>(),
  accountDiscount: '5',
  newId: () => `new-${++counter}`,
});

describe('merging the lines of a save', () => {
  it('writes only the line that changed, and keeps what stored lines took over from their item', () => {
    const existing = [stored('l1', 0), stored('l2', 1), stored('l3', 2)];
    const input = [
      { id: 'l1', itemId: 'a', amount: '2' },
      { id: 'l2', itemId: 'a', amount: '3' },
      { id: 'l3', itemId: 'a', amount: '2.0', price: '3' },
    ];
    expect(itemsToLoad(input, ctx(existing).existing)).toEqual([]);
    const merge = mergeOrderLines(input, ctx(existing));
    expect(merge.inserts).toEqual([]);
    expect(merge.deletes).toEqual([]);
    expect(merge.updates).toEqual([
      expect.objectContaining({ id: 'l2', amount: '3.0000', lineNet: '9.00', name: 'Old name', vatRate: 21 }),
    ]);
  });

  it("gives new lines the item's facts, price and the account's discount; drops lines not sent", () => {
    const existing = [stored('l1', 0), stored('l2', 1)];
    const input = [
      { itemId: 'b', amount: '4' },
      { id: 'l2', itemId: 'a', amount: '2' },
    ];
    expect(itemsToLoad(input, ctx(existing).existing)).toEqual(['b']);
    const merge = mergeOrderLines(input, ctx(existing, [item('b')]));
    expect(merge.deletes).toEqual(['l1']);
    // 4 × 2.50 = 10.00 less 5 % = 9.50; cost 1.20 a kg, weight 1 kg a unit
    expect(merge.inserts).toEqual([
      expect.objectContaining({
        position: 0,
        itemNumber: 'SKU-b',
        price: '2.5000',
        discount: '5.00',
        lineNet: '9.50',
        unitWeight: '1.0000',
        costPrice: '1.2000',
      }),
    ]);
    expect(merge.updates).toEqual([]);
  });

  it('treats a changed item as a new sale of that item, and reports unknown or inactive items by line', () => {
    const existing = [stored('l1', 0)];
    const merge = mergeOrderLines(
      [
        { id: 'l1', itemId: 'b', amount: '1' },
        { itemId: 'gone', amount: '1' },
        { itemId: 'off', amount: '1' },
      ],
      ctx(existing, [item('b', { vatRate: 0 }), item('off', { isActive: false })]),
    );
    expect(merge.problems).toEqual([
      { path: 'lines.1.itemId', key: 'orders.unknownItem' },
      { path: 'lines.2.itemId', key: 'orders.inactiveItem' },
    ]);
    expect(merge.updates).toEqual([expect.objectContaining({ id: 'l1', itemId: 'b', vatRate: 0, price: '2.5000' })]);
  });

  it('does not let one stored line be sent twice: the second copy becomes a new line', () => {
    const merge = mergeOrderLines(
      [
        { id: 'l1', itemId: 'a', amount: '2' },
        { id: 'l1', itemId: 'a', amount: '2' },
      ],
      ctx([stored('l1', 0)], [item('a')]),
    );
    expect(merge.lines.map((l) => l.id)).toEqual(['l1', expect.stringMatching(/^new-/)]);
  });
});
