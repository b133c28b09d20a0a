import type { MessageKey } from '@wb/contract/messages';
import type { Lot, VatRate } from '@wb/contract/items';
import { money } from '@wb/domain/money';
import { todayInCompanyZone } from '@wb/domain/today';
import type Decimal from 'decimal.js';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { selectLotsByIds, selectSaleCategories, selectSaleItems } from './item-sales.queries';
import { insertMovements, type MovementValues, selectLots, updateLotStock } from './item-stock.queries';
import { notifyLowStock, StockLevels } from './item-stock-alerts';
import { updateItemStock } from './items.queries';

/** What the orders module needs of an item to sell it. */
export type SaleItem = {
  id: string;
  sku: string;
  name: string;
  unit: string;
  vatRate: VatRate;
  price: string;
  packageAmount: string;
  /** Kilograms per unit; null when not known. */
  weight: string | null;
  initialPrice: string | null;
  purchasePricePerPackage: string | null;
  /** Average cost per unit from purchase receipts; the order margin's cost first. */
  averageCost: string | null;
  lotTracked: boolean;
  isActive: boolean;
};

/** The tenant's items among `ids` (other tenants' and unknown ids are simply absent). */
export async function getSaleItems(ctx: TenantCtx, ids: readonly string[]): Promise<Map<string, SaleItem>> {
  const rows = await selectSaleItems(ctx.tx, ctx.tenantId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The lots among `lotIds`: their item and number. */
export async function findLotsByIds(
  ctx: TenantCtx,
  lotIds: readonly string[],
): Promise<Map<string, { itemId: string; lotNumber: string }>> {
  const unique = [...new Set(lotIds)];
  if (!unique.length) return new Map();
  const rows = await selectLotsByIds(ctx.tx, ctx.tenantId, unique);
  return new Map(rows.map((row) => [row.id, { itemId: row.itemId, lotNumber: row.lotNumber }]));
}

/** The categories of the items on sale (for the touch page's tabs). */
export function findSaleCategories(ctx: TenantCtx): Promise<string[]> {
  return selectSaleCategories(ctx.tx, ctx.tenantId);
}

/** The lots an item can be sold from: with stock, not expired, first expiring first. */
export async function findSaleLots(ctx: TenantCtx, itemId: string): Promise<Lot[]> {
  const rows = await selectLots(ctx.tx, ctx.tenantId, itemId);
  const now = todayInCompanyZone();
  return rows
    .filter((lot) => money(lot.quantity).gt(0) && (lot.expiryDate === null || lot.expiryDate >= now))
    .map((lot) => ({ ...lot, receivedAt: lot.receivedAt.toISOString() }));
}

/** One line of a delivery: what leaves stock, from which lot if the line names one. */
export type SaleDeliveryLine = { itemId: string; lotId: string | null; amount: string; path: string };

const shortage = (path: string, key: MessageKey, item: SaleItem) =>
  new AppError('CONFLICT', key, { item: `${item.name} (${item.sku})` }, { details: [{ path, key: 'items.notEnoughStock' }] });

/**
 * Books the goods of a delivery out of stock, in the caller's transaction: one movement per line
 * (per lot). Lot-tracked items take the line's lot, else their lots first expiring first (so an
 * item's stock stays the sum of its lots); when the lots do not cover a line and traceability
 * requires a lot before sale, the delivery is refused, else the rest leaves without a lot. Nothing is booked while stock tracking is off. Answers the movements made.
 */
export async function bookSaleDelivery(
  ctx: TenantCtx,
  items: ReadonlyMap<string, SaleItem>,
  lines: readonly SaleDeliveryLine[],
  reference: string,
): Promise<number> {
  const { tenantId } = ctx;
  const itemSettings = await getSettingsSection(ctx, 'items');
  if (!itemSettings.enableStockTracking) return 0;
  const traceability = await getSettingsSection(ctx, 'traceability');
  const movements: MovementValues[] = [];
  const levels = new StockLevels();
  const createdBy = ctx.principal?.userId ?? null;
  const take = async (item: SaleItem, path: string, quantity: Decimal, lotId: string | null) => {
    const delta = quantity.negated().toFixed(4);
    const after = await updateItemStock(ctx.tx, tenantId, item.id, delta);
    if (after === null) throw shortage(`${path}.amount`, 'items.notEnoughStockOf', item);
    levels.note(item, after, delta);
    if (lotId && !(await updateLotStock(ctx.tx, tenantId, lotId, delta))) {
      throw shortage(`${path}.lotId`, 'items.notEnoughStockInLot', item);
    }
    movements.push({ id: newId(), itemId: item.id, lotId, kind: 'delivery', quantity: delta, reference, note: '', createdBy });
  };

  // Items are booked in the order of their ids, not the order's lines: two orders delivered at
  // once with the same items in another order would otherwise each lock one item's row and wait
  // for the other's (a deadlock, which PostgreSQL ends by failing one of them).
  const inLockOrder = [...lines].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  for (const line of inLockOrder) {
    const item = items.get(line.itemId);
    if (!item) throw fieldError('NOT_FOUND', `${line.path}.itemId`, 'items.notFound');
    const amount = money(line.amount);
    if (!item.lotTracked) {
      await take(item, line.path, amount, null);
      continue;
    }
    if (line.lotId) {
      await take(item, line.path, amount, line.lotId);
      continue;
    }
    let rest = amount;
    for (const lot of await findSaleLots(ctx, item.id)) {
      if (rest.lte(0)) break;
      const part = money(lot.quantity).lt(rest) ? money(lot.quantity) : rest;
      await take(item, line.path, part, lot.id);
      rest = rest.minus(part);
    }
    if (rest.gt(0)) {
      if (traceability.enabled && traceability.requireLotForSales) {
        throw new AppError(
          'CONFLICT',
          'items.lotRequiredFor',
          { item: `${item.name} (${item.sku})` },
          {
            details: [{ path: `${line.path}.lotId`, key: 'items.lotRequired' }],
          },
        );
      }
      await take(item, line.path, rest, null);
    }
  }
  await insertMovements(ctx.tx, tenantId, movements);
  await notifyLowStock(ctx, levels, itemSettings);
  return movements.length;
}
