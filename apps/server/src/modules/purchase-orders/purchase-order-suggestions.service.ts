import type { Item } from '@wb/contract/items';
import type { createFromSuggestionsInputSchema, PurchaseOrderSummary, ReorderSuggestion } from '@wb/contract/purchase-orders';
import { money } from '@wb/domain/money';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { findItems } from '@/modules/items/items.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { findSuppliers } from '@/modules/suppliers/suppliers.service';
import { purchaseOrderInvalid } from './purchase-order-errors';
import { selectItemsOnOpenOrders } from './purchase-order-lines.queries';
import { createPurchaseOrder } from './purchase-orders.service';

/** Whole packages that bring the stock to twice the threshold (at least one). */
function packagesToOrder(item: Item, threshold: number): string {
  const short = money(threshold * 2).minus(item.quantityOnHand);
  const packages = short.dividedBy(item.packageAmount).ceil();
  return (packages.lt(1) ? money(1) : packages).toString();
}

/**
 * Items at or below the low-stock threshold (the items settings), active, with an active
 * supplier, and not on an open purchase order already: what the buyer should order now.
 */
export async function findReorderSuggestions(ctx: TenantCtx): Promise<ReorderSuggestion[]> {
  const { lowStockThreshold } = await getSettingsSection(ctx, 'items');
  const low = await findItems(ctx, { page: 1, pageSize: 200, lowStock: true, active: true });
  const suppliers = await findSuppliers(ctx, { page: 1, pageSize: 200, status: 'active' });
  const active = new Map(suppliers.items.map((s) => [s.id, s.name]));
  const onOrder = await selectItemsOnOpenOrders(ctx.tx, ctx.tenantId);
  return low.items
    .filter((item) => item.supplierId && active.has(item.supplierId) && !onOrder.has(item.id))
    .map((item) => ({
      itemId: item.id,
      sku: item.sku,
      name: item.name,
      unit: item.unit,
      packageAmount: item.packageAmount,
      quantityOnHand: item.quantityOnHand,
      threshold: lowStockThreshold,
      supplierId: item.supplierId as string,
      supplierName: active.get(item.supplierId as string) ?? '',
      packages: packagesToOrder(item, lowStockThreshold),
      price: item.purchasePricePerPackage,
    }));
}

/** The chosen suggestions as draft purchase orders, one per supplier, in one transaction. */
export async function createFromSuggestions(
  ctx: TenantCtx,
  input: z.output<typeof createFromSuggestionsInputSchema>,
): Promise<PurchaseOrderSummary[]> {
  const suggestions = new Map((await findReorderSuggestions(ctx)).map((s) => [s.itemId, s]));
  const bySupplier = new Map<string, ReorderSuggestion[]>();
  for (const [index, itemId] of input.itemIds.entries()) {
    const suggestion = suggestions.get(itemId);
    if (!suggestion) throw purchaseOrderInvalid(`itemIds.${index}`, 'noSuggestion');
    bySupplier.set(suggestion.supplierId, [...(bySupplier.get(suggestion.supplierId) ?? []), suggestion]);
  }
  const made: PurchaseOrderSummary[] = [];
  for (const [supplierId, chosen] of bySupplier) {
    const order = await createPurchaseOrder(ctx, {
      supplierId,
      lines: chosen.map((s) => ({ itemId: s.itemId, quantity: s.packages })),
    });
    made.push({ ...order, lineCount: order.lines.length });
  }
  return made;
}
