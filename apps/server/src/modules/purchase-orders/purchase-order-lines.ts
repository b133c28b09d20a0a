import type { Item } from '@wb/contract/items';
import type { purchaseOrderLineInputSchema } from '@wb/contract/purchase-orders';
import { computeDocumentTotals } from '@wb/domain/order-totals';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { getItem } from '@/modules/items/items.service';
import { purchaseOrderInvalid } from './purchase-order-errors';
import type { LineRow, PurchaseOrderLineValues } from './purchase-order-lines.queries';

type LineInput = z.output<typeof purchaseOrderLineInputSchema>;

/** An item of a line, or a 400 naming the line when it is not one of the tenant's items. */
async function itemOfLine(ctx: TenantCtx, itemId: string, index: number, items: Map<string, Item>): Promise<Item> {
  const known = items.get(itemId);
  if (known) return known;
  try {
    const item = await getItem(ctx, itemId);
    items.set(itemId, item);
    return item;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw purchaseOrderInvalid(`lines.${index}.itemId`, 'itemNotFound');
    throw err;
  }
}

/**
 * The lines to store: each with its item's name, unit and package amount as they are now, the
 * price per package typed in or else the item's last purchase price, the VAT typed in or the
 * item's. A line that names an existing line keeps that line's id (and what was received on it).
 */
export async function buildLines(ctx: TenantCtx, inputs: LineInput[], existing: LineRow[] = []): Promise<PurchaseOrderLineValues[]> {
  const items = new Map<string, Item>();
  const existingIds = new Set(existing.map((line) => line.id));
  const rows: PurchaseOrderLineValues[] = [];
  for (const [index, input] of inputs.entries()) {
    const item = await itemOfLine(ctx, input.itemId, index, items);
    const keep = input.id && existingIds.has(input.id) ? input.id : null;
    rows.push({
      id: keep ?? newId(),
      position: index + 1,
      itemId: item.id,
      description: item.name,
      unit: item.unit,
      packageAmount: item.packageAmount,
      quantity: input.quantity,
      price: input.price ?? item.purchasePricePerPackage ?? '0',
      vatRate: (input.vatRate ?? item.vatRate) as 21 | 9 | 0,
    });
  }
  return rows;
}

/** Net, VAT (per rate, rounded once) and gross of the lines: packages × price per package. */
export function purchaseTotals(lines: Array<Pick<PurchaseOrderLineValues, 'quantity' | 'price' | 'vatRate'>>) {
  const totals = computeDocumentTotals(lines.map((line) => ({ amount: line.quantity, price: line.price, vatRate: line.vatRate })));
  return { netTotal: totals.net, vatTotal: totals.vat, grossTotal: totals.gross, lineCount: lines.length };
}
