import Decimal from 'decimal.js';
import { Money } from './money';

/**
 * What an order line takes over from its item when the line is made: the weight per unit and
 * the purchase price per unit. Both server (stored on the line) and form (live totals) use these.
 */
export type LineItemFacts = {
  unit: string;
  /** The item's own weight in kilograms per unit, when known. */
  weight?: string | null;
  packageAmount: string;
  /** Purchase price per product. */
  initialPrice: string | null;
  purchasePricePerPackage: string | null;
};

const kilogramsPerUnit: Record<string, string> = {
  kg: '1',
  kilo: '1',
  kilogram: '1',
  g: '0.001',
  gr: '0.001',
  gram: '0.001',
  ton: '1000',
};

/**
 * Kilograms per unit: the item's own weight, else where its unit says so (kg, g, ton); other
 * units without a weight count none rather than a guess.
 */
export function unitWeightOf(item: Pick<LineItemFacts, 'unit' | 'weight'>): string | null {
  if (item.weight !== undefined && item.weight !== null && item.weight !== '') return new Money(item.weight).toFixed(4);
  const kilograms = kilogramsPerUnit[item.unit.trim().toLowerCase()];
  // With four decimals, as a line keeps it.
  return kilograms === undefined ? null : new Money(kilograms).toFixed(4);
}

/** Purchase price per unit: the item's own, else its package price divided by the products per package. */
export function costPriceOf(item: LineItemFacts): string | null {
  if (item.initialPrice !== null && item.initialPrice !== '') return new Money(item.initialPrice).toFixed(4);
  if (item.purchasePricePerPackage === null || item.purchasePricePerPackage === '') return null;
  const perPackage = new Money(item.packageAmount);
  if (perPackage.lte(0)) return null;
  return new Money(item.purchasePricePerPackage).dividedBy(perPackage).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}
