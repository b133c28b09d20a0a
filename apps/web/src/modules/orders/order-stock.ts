import { money } from '@wb/domain/money';
import { type DraftLine, parseDecimalInput } from './order-lines-state';

/** An item the order asks more of than is in stock: delivery would be refused for it. */
export type StockShortage = { itemId: string; name: string; itemNumber: string; wanted: string; available: string };

/**
 * Items whose lines together ask more than their stock on hand (the lines of one item are added
 * up, as delivery books them all). Items whose stock is not known yet are left out.
 */
export function stockShortages(lines: readonly DraftLine[], stock: ReadonlyMap<string, string>): Map<string, StockShortage> {
  const wanted = new Map<string, { line: DraftLine; amount: ReturnType<typeof money> }>();
  for (const line of lines) {
    const amount = money(parseDecimalInput(line.amount) ?? '0');
    const before = wanted.get(line.itemId);
    wanted.set(line.itemId, { line: before?.line ?? line, amount: before ? before.amount.plus(amount) : amount });
  }
  const short = new Map<string, StockShortage>();
  for (const [itemId, { line, amount }] of wanted) {
    const available = stock.get(itemId);
    if (available === undefined || amount.lte(available)) continue;
    short.set(itemId, {
      itemId,
      name: line.name,
      itemNumber: line.itemNumber,
      wanted: amount.toString(),
      available: money(available).toString(),
    });
  }
  return short;
}
