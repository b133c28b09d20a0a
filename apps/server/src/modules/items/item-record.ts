import type { createItemInputSchema, Item, VatRate } from '@wb/contract/items';
import type { z } from 'zod';

export const itemColumns = [
  'i.id',
  'i.sku',
  'i.name',
  'i.description',
  'i.unit',
  'i.packageAmount',
  'i.unitAmount',
  'i.weight',
  'i.vatRate',
  'i.category',
  'i.sortOrder',
  'i.commodityCode',
  'i.barcode',
  'i.price',
  'i.initialPrice',
  'i.purchasePricePerPackage',
  'i.averageCost',
  'i.supplierId',
  'i.lotTracked',
  'i.isActive',
  'i.quantityOnHand',
  'i.createdAt',
  'i.updatedAt',
] as const;

export type ItemRow = Omit<Item, 'lowStock' | 'createdAt' | 'updatedAt' | 'vatRate'> & {
  vatRate: VatRate;
  createdAt: Date;
  updatedAt: Date;
};

export type ItemValues = Required<Omit<z.output<typeof createItemInputSchema>, 'sku'>>;

/** What decides the low-stock flag: the item settings. */
export type StockRule = { tracking: boolean; threshold: number };

export function toItem(row: ItemRow, rule: StockRule): Item {
  return {
    ...row,
    lowStock: rule.tracking && row.isActive && Number(row.quantityOnHand) <= rule.threshold,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function newItemValues(input: z.output<typeof createItemInputSchema>, defaults: { category: string }): ItemValues {
  return {
    name: input.name,
    description: input.description ?? '',
    unit: input.unit,
    packageAmount: input.packageAmount ?? '1',
    unitAmount: input.unitAmount ?? null,
    weight: input.weight ?? null,
    vatRate: input.vatRate ?? 21,
    category: input.category ?? defaults.category,
    sortOrder: input.sortOrder ?? 0,
    commodityCode: input.commodityCode ?? '',
    barcode: input.barcode ?? '',
    price: input.price,
    initialPrice: input.initialPrice ?? null,
    purchasePricePerPackage: input.purchasePricePerPackage ?? null,
    supplierId: input.supplierId ?? null,
    lotTracked: input.lotTracked ?? false,
    isActive: input.isActive ?? true,
  };
}
