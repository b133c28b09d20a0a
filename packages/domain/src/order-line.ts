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
  /** Average cost per unit kept by purchase receipts (issue 26); absent or null before the first. */
  averageCost?: string | null;
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

/**
 * Cost per unit for the order margin: the average cost kept by purchase receipts, else the item's
 * own purchase price per product, else its package price divided by the products per package.
 */
export function costPriceOf(item: LineItemFacts): string | null {
  if (item.averageCost !== undefined && item.averageCost !== null && item.averageCost !== '') return new Money(item.averageCost).toFixed(4);
  if (item.initialPrice !== null && item.initialPrice !== '') return new Money(item.initialPrice).toFixed(4);
  if (item.purchasePricePerPackage === null || item.purchasePricePerPackage === '') return null;
  const perPackage = new Money(item.packageAmount);
  if (perPackage.lte(0)) return null;
  return new Money(item.purchasePricePerPackage).dividedBy(perPackage).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

/**
 * The moving average cost per unit after a purchase receipt (issue 26): (stock before × average
 * before + units received × price per unit) / (stock before + units received). Stock at or below
 * zero, or no average yet, starts again from the price received.
 */
export function movingAverageCost(input: {
  stockBefore: string;
  averageBefore: string | null;
  units: string;
  pricePerUnit: string;
}): string {
  const before = new Money(input.stockBefore);
  const units = new Money(input.units);
  const price = new Money(input.pricePerUnit);
  if (input.averageBefore === null || before.lte(0) || units.lte(0)) return price.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
  return before
    .times(input.averageBefore)
    .plus(units.times(price))
    .dividedBy(before.plus(units))
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
    .toFixed(4);
}
