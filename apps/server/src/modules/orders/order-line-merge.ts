import type { FieldIssue } from '@wb/contract/errors';
import type { orderLineInputSchema } from '@wb/contract/orders';
import { costPriceOf, unitWeightOf } from '@wb/domain/order-line';
import { lineNet } from '@wb/domain/order-totals';
import { money } from '@wb/domain/money';
import type { z } from 'zod';
import type { SaleItem } from '@/modules/items/item-sales.service';
import type { LineValues } from './order-lines.queries';

type LineInput = z.output<typeof orderLineInputSchema>;

/** A stored line as the merge compares it (numbers as the database gives them back). */
export type StoredLine = LineValues;

/** The outcome of a save's lines: the full new set, what to write, and what is wrong. */
export type LineMerge = {
  lines: LineValues[];
  inserts: LineValues[];
  updates: LineValues[];
  deletes: string[];
  problems: FieldIssue[];
};

export type MergeContext = {
  existing: ReadonlyMap<string, StoredLine>;
  /** Items of the lines whose item is new or changed. */
  items: ReadonlyMap<string, SaleItem>;
  /** Lots named by lines: their item. */
  lots: ReadonlyMap<string, { itemId: string }>;
  accountDiscount: string;
  newId: () => string;
};

/** The items a save must look up: those of new lines and of lines whose item changed. */
export function itemsToLoad(input: readonly LineInput[], existing: ReadonlyMap<string, StoredLine>): string[] {
  return input.filter((line) => existing.get(line.id ?? '')?.itemId !== line.itemId).map((line) => line.itemId);
}

const same = (a: string | null, b: string | null) => a === b || (a !== null && b !== null && money(a).eq(b));

/** `value` with `places` decimals; a value already written so (as the database gives it back) without decimal arithmetic. */
function fixed(value: string, places: 2 | 4): string {
  return (places === 4 ? canonical4 : canonical2).test(value) ? value : money(value).toFixed(places);
}
const canonical4 = /^(0|[1-9]\d{0,15})\.\d{4}$/;
const canonical2 = /^(0|[1-9]\d{0,15})\.\d{2}$/;

function isUnchanged(next: LineValues, before: StoredLine): boolean {
  return (
    next.position === before.position &&
    next.itemId === before.itemId &&
    next.lotId === before.lotId &&
    same(next.amount, before.amount) &&
    same(next.price, before.price) &&
    same(next.discount, before.discount) &&
    same(next.lineNet, before.lineNet)
  );
}

/**
 * Merges the lines sent with the stored ones: a line with a known id keeps what it took over from
 * its item (number, name, VAT …) unless its item changed; new lines take the item's facts, price
 * and the account's discount unless given. Only changed lines are written.
 */
export function mergeOrderLines(input: readonly LineInput[], ctx: MergeContext): LineMerge {
  const result: LineMerge = { lines: [], inserts: [], updates: [], deletes: [], problems: [] };
  const seen = new Set<string>();
  input.forEach((line, position) => {
    const path = `lines.${position}`;
    const before = line.id && !seen.has(line.id) ? ctx.existing.get(line.id) : undefined;
    if (before) seen.add(before.id);
    const keepsItem = before?.itemId === line.itemId;
    let facts: Pick<LineValues, 'itemNumber' | 'name' | 'unit' | 'vatRate' | 'packageAmount' | 'unitWeight' | 'costPrice'>;
    let itemPrice: string;
    if (keepsItem && before) {
      facts = before;
      itemPrice = before.price;
    } else {
      const item = ctx.items.get(line.itemId);
      if (!item?.isActive) {
        result.problems.push({ path: `${path}.itemId`, key: item ? 'orders.inactiveItem' : 'orders.unknownItem' });
        return;
      }
      facts = {
        itemNumber: item.sku,
        name: item.name,
        unit: item.unit,
        vatRate: item.vatRate,
        packageAmount: item.packageAmount,
        unitWeight: unitWeightOf(item),
        costPrice: costPriceOf(item),
      };
      itemPrice = item.price;
    }
    const lotId = line.lotId === undefined ? (keepsItem ? (before?.lotId ?? null) : null) : line.lotId;
    if (lotId && lotId !== before?.lotId && ctx.lots.get(lotId)?.itemId !== line.itemId) {
      result.problems.push({ path: `${path}.lotId`, key: 'orders.unknownLot' });
      return;
    }
    const amount = fixed(line.amount, 4);
    const price = fixed(line.price ?? itemPrice, 4);
    const discount = fixed(line.discount ?? (keepsItem && before ? before.discount : ctx.accountDiscount), 2);
    const next: LineValues = {
      ...facts,
      id: before?.id ?? ctx.newId(),
      position,
      itemId: line.itemId,
      lotId,
      amount,
      price,
      discount,
      lineNet: lineNet({ amount, price, discount }),
    };
    result.lines.push(next);
    if (!before) result.inserts.push(next);
    else if (!isUnchanged(next, before)) result.updates.push(next);
  });
  for (const id of ctx.existing.keys()) if (!seen.has(id)) result.deletes.push(id);
  return result;
}
