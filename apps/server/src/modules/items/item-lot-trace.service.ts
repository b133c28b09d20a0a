import { money } from '@wb/domain/money';
import type { LotTrace } from '@wb/contract/items';
import type { TenantCtx } from '@/platform/context';
import { notFound } from '@/platform/errors';
import { selectLotReceipts, selectLotSales } from './item-lot-trace.queries';
import { selectLot } from './item-stock.queries';
import { getItem } from './items.service';

/**
 * A lot's trace (issue 26): the item, the purchase orders and suppliers it came in on, and the
 * orders and customers it went out to. Another tenant's item or lot is not found.
 */
export async function getLotTrace(ctx: TenantCtx, itemId: string, lotId: string): Promise<LotTrace> {
  const item = await getItem(ctx, itemId);
  const lot = await selectLot(ctx.tx, ctx.tenantId, itemId, lotId);
  if (!lot) throw notFound();
  const receipts = await selectLotReceipts(ctx.tx, ctx.tenantId, lotId);
  const sales = await selectLotSales(ctx.tx, ctx.tenantId, lotId);
  return {
    lot: { ...lot, receivedAt: lot.receivedAt.toISOString() },
    item: { id: item.id, sku: item.sku, name: item.name, unit: item.unit },
    receipts: receipts.map(({ reversedAt, receivedAt, ...r }) => ({
      ...r,
      receivedAt: receivedAt.toISOString(),
      reversed: reversedAt !== null,
    })),
    sales: perOrder(sales),
  };
}

/** One entry per order (and whether delivered): an order whose lines took the lot twice shows their sum. */
function perOrder<S extends { orderId: string; delivered: boolean; amount: string }>(sales: readonly S[]): S[] {
  const byOrder = new Map<string, S>();
  for (const sale of sales) {
    const key = `${sale.orderId}-${sale.delivered}`;
    const seen = byOrder.get(key);
    byOrder.set(key, seen ? { ...seen, amount: money(seen.amount).plus(sale.amount).toFixed(4) } : sale);
  }
  return [...byOrder.values()];
}
