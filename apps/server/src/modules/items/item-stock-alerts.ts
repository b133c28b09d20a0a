import { money } from '@wb/domain/money';
import type { TenantCtx } from '@/platform/context';
import { raiseNotificationForPermission } from '@/platform/notifications/raise-notification';
import { getSettingsSection } from '@/modules/settings/settings.service';

type Level = { itemId: string; name: string; sku: string; before: string; after: string };

/**
 * Follows the quantities on hand that movements of one change leave behind (an item may move
 * several times: one movement per lot), so the crossing is judged on the whole change.
 */
export class StockLevels {
  private readonly levels = new Map<string, Level>();

  /** `after` is the quantity the movement left; `delta` what it moved. */
  note(item: { id: string; name: string; sku: string }, after: string, delta: string): void {
    const known = this.levels.get(item.id);
    if (known) known.after = after;
    else this.levels.set(item.id, { itemId: item.id, name: item.name, sku: item.sku, before: money(after).minus(delta).toFixed(4), after });
  }

  isEmpty(): boolean {
    return this.levels.size === 0;
  }

  /** The items that went from above the threshold to at or below it (the items list's "low stock"). */
  crossings(threshold: number): Level[] {
    return [...this.levels.values()].filter((l) => money(l.before).gt(threshold) && money(l.after).lte(threshold));
  }
}

/**
 * "Stock below its threshold": once per crossing, to every active member who may change items
 * (`clients:write`, which the item and stock calls require; admins hold it), in the transaction
 * of the movement. The item must rise above the threshold again before it warns again.
 */
export async function notifyLowStock(
  ctx: TenantCtx,
  levels: StockLevels,
  itemSettings?: { enableStockTracking: boolean; lowStockThreshold: number },
): Promise<void> {
  if (levels.isEmpty()) return;
  const settings = itemSettings ?? (await getSettingsSection(ctx, 'items'));
  if (!settings.enableStockTracking) return;
  for (const level of levels.crossings(settings.lowStockThreshold)) {
    const quantity = money(level.after)
      .toFixed(4)
      .replace(/\.?0+$/, '');
    await raiseNotificationForPermission(ctx.tx, {
      tenantId: ctx.tenantId,
      permission: 'clients:write',
      type: 'WARNING',
      title: 'Stock below its threshold',
      message: `${level.name} (${level.sku}): ${quantity} on hand, threshold ${settings.lowStockThreshold}`,
      link: '/purchase-orders?suggestions=1',
      code: 'items.low_stock',
      params: { item: level.name, sku: level.sku, quantity, threshold: String(settings.lowStockThreshold) },
    });
  }
}
