import type { OrderLineLot } from '@wb/contract/orders';
import type { TenantCtx } from '@/platform/context';
import { planSaleLotPicks, type SaleItem } from '@/modules/items/item-sales.service';
import { selectOrderLineLots } from './order-line-lots.queries';

type LineForLots = { id: string; itemId: string; lotId: string | null; amount: string };

/**
 * The lots of an order's lines, by line id: those the delivery took once the order's goods left
 * stock, else those a delivery now would take (the line's lot, or first expired first out).
 * `items`: the lines' items when the caller has just read them.
 */
export async function findOrderLineLots(
  ctx: TenantCtx,
  order: { id: string; stockBookedAt: Date | string | null },
  lines: readonly LineForLots[],
  items?: ReadonlyMap<string, Pick<SaleItem, 'lotTracked'>>,
): Promise<Map<string, OrderLineLot[]>> {
  const byLine = new Map<string, OrderLineLot[]>();
  const rows = order.stockBookedAt
    ? await selectOrderLineLots(ctx.tx, ctx.tenantId, order.id)
    : await planSaleLotPicks(
        ctx,
        lines.map((line) => ({ lineId: line.id, itemId: line.itemId, lotId: line.lotId, amount: line.amount })),
        items,
      );
  for (const { lineId, lotId, lotNumber, expiryDate, quantity } of rows) {
    const list = byLine.get(lineId) ?? [];
    list.push({ lotId, lotNumber, expiryDate, quantity });
    byLine.set(lineId, list);
  }
  return byLine;
}
