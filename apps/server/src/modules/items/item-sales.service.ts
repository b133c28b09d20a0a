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
export type SaleDeliveryLine = { lineId: string; itemId: string; lotId: string | null; amount: string; path: string };

/** A part of a delivery line taken from (or, planned, to be taken from) one lot. */
export type SaleLotPick = { lineId: string; lotId: string; quantity: string };

/** A lot as a planned pick shows it. */
export type PlannedLotPick = SaleLotPick & { lotNumber: string; expiryDate: string | null };

type PickableLot = { id: string; quantity: string };

/**
 * First expired, first out: the parts of `amount` the lots cover, in the lots' order (the sale
 * lots come first expiring first, expired and empty ones left out), and what they leave uncovered.
 */
export function pickLotsFefo<L extends PickableLot>(
  lots: readonly L[],
  amount: Decimal,
): { picks: Array<{ lot: L; quantity: Decimal }>; rest: Decimal } {
  const picks: Array<{ lot: L; quantity: Decimal }> = [];
  let rest = amount;
  for (const lot of lots) {
    if (rest.lte(0)) break;
    const available = money(lot.quantity);
    if (available.lte(0)) continue;
    const part = available.lt(rest) ? available : rest;
    picks.push({ lot, quantity: part });
    rest = rest.minus(part);
  }
  return { picks, rest };
}

/**
 * The lots a delivery of `lines` would take now, without booking anything: the line's own lot,
 * else the item's sale lots first expiring first, shared by the lines in their order. Lines of
 * items not kept in lots, and every line while stock tracking is off, get none. `known`: items
 * the caller has read in this transaction.
 */
export async function planSaleLotPicks(
  ctx: TenantCtx,
  lines: ReadonlyArray<Omit<SaleDeliveryLine, 'path'>>,
  known: ReadonlyMap<string, Pick<SaleItem, 'lotTracked'>> = new Map(),
): Promise<PlannedLotPick[]> {
  // The items the caller has not read already (none: no query).
  const missing = lines.map((line) => line.itemId).filter((id) => !known.has(id));
  const items = missing.length ? new Map([...known, ...(await getSaleItems(ctx, missing))]) : known;
  const tracked = lines.filter((line) => items.get(line.itemId)?.lotTracked);
  if (!tracked.length) return [];
  if (!(await getSettingsSection(ctx, 'items')).enableStockTracking) return [];
  const named = await findLotsWithExpiry(
    ctx,
    tracked.flatMap((line) => (line.lotId ? [line.lotId] : [])),
  );
  const saleLots = new Map<string, Array<Lot & { quantity: string }>>();
  const picks: PlannedLotPick[] = [];
  for (const line of tracked) {
    if (line.lotId) {
      const lot = named.get(line.lotId);
      if (lot) picks.push({ lineId: line.lineId, lotId: line.lotId, quantity: money(line.amount).toFixed(4), ...lot });
      continue;
    }
    let lots = saleLots.get(line.itemId);
    if (!lots) {
      lots = await findSaleLots(ctx, line.itemId);
      saleLots.set(line.itemId, lots);
    }
    for (const { lot, quantity } of pickLotsFefo(lots, money(line.amount)).picks) {
      picks.push({
        lineId: line.lineId,
        lotId: lot.id,
        quantity: quantity.toFixed(4),
        lotNumber: lot.lotNumber,
        expiryDate: lot.expiryDate,
      });
      // Shared by the item's next lines: what this one takes is no longer there.
      lot.quantity = money(lot.quantity).minus(quantity).toFixed(4);
    }
  }
  return picks;
}

/** The lots among `lotIds` with their number and expiry date. */
async function findLotsWithExpiry(
  ctx: TenantCtx,
  lotIds: readonly string[],
): Promise<Map<string, { lotNumber: string; expiryDate: string | null }>> {
  const unique = [...new Set(lotIds)];
  if (!unique.length) return new Map();
  const rows = await selectLotsByIds(ctx.tx, ctx.tenantId, unique);
  return new Map(rows.map((row) => [row.id, { lotNumber: row.lotNumber, expiryDate: row.expiryDate }]));
}

const shortage = (path: string, key: MessageKey, item: SaleItem) =>
  new AppError('CONFLICT', key, { item: `${item.name} (${item.sku})` }, { details: [{ path, key: 'items.notEnoughStock' }] });

const amountText = (amount: Decimal, item: SaleItem) => `${amount.toDecimalPlaces(4).toString()} ${item.unit}`;

/**
 * Books the goods of a delivery out of stock, in the caller's transaction: one movement per line
 * (per lot). Lot-tracked items take the line's lot, else their lots first expiring first, never
 * an expired one, splitting the line over as many lots as it needs (so an item's stock stays the
 * sum of its lots); when the lots do not cover a line and traceability requires a lot before
 * sale, the delivery is refused, else the rest leaves without a lot. Nothing is booked while
 * stock tracking is off. Answers the lots each line took.
 *
 * The item's row is updated (so locked) before its lots are read: two deliveries taking the last
 * of a lot at once wait for each other there, and the second reads what the first left.
 */
export async function bookSaleDelivery(
  ctx: TenantCtx,
  items: ReadonlyMap<string, SaleItem>,
  lines: readonly SaleDeliveryLine[],
  reference: string,
): Promise<SaleLotPick[]> {
  const { tenantId } = ctx;
  const itemSettings = await getSettingsSection(ctx, 'items');
  if (!itemSettings.enableStockTracking) return [];
  const traceability = await getSettingsSection(ctx, 'traceability');
  const movements: MovementValues[] = [];
  const picks: SaleLotPick[] = [];
  const levels = new StockLevels();
  const createdBy = ctx.principal?.userId ?? null;
  const takeFromItem = async (item: SaleItem, path: string, quantity: Decimal) => {
    const delta = quantity.negated().toFixed(4);
    const after = await updateItemStock(ctx.tx, tenantId, item.id, delta);
    if (after === null) throw shortage(`${path}.amount`, 'items.notEnoughStockOf', item);
    levels.note(item, after, delta);
  };
  const book = async (item: SaleItem, line: SaleDeliveryLine, quantity: Decimal, lotId: string | null) => {
    const delta = quantity.negated().toFixed(4);
    if (lotId) {
      if (!(await updateLotStock(ctx.tx, tenantId, lotId, delta))) throw shortage(`${line.path}.lotId`, 'items.notEnoughStockInLot', item);
      picks.push({ lineId: line.lineId, lotId, quantity: quantity.toFixed(4) });
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
    await takeFromItem(item, line.path, amount);
    if (!item.lotTracked) {
      await book(item, line, amount, null);
      continue;
    }
    if (line.lotId) {
      await book(item, line, amount, line.lotId);
      continue;
    }
    const { picks: fromLots, rest } = pickLotsFefo(await findSaleLots(ctx, item.id), amount);
    for (const { lot, quantity } of fromLots) await book(item, line, quantity, lot.id);
    if (rest.gt(0)) {
      if (traceability.enabled && traceability.requireLotForSales) {
        throw new AppError(
          'CONFLICT',
          'items.notEnoughLotStockOf',
          { item: `${item.name} (${item.sku})`, needed: amountText(amount, item), available: amountText(amount.minus(rest), item) },
          { details: [{ path: `${line.path}.lotId`, key: 'items.notEnoughLotStock' }] },
        );
      }
      await book(item, line, rest, null);
    }
  }
  await insertMovements(ctx.tx, tenantId, movements);
  await notifyLowStock(ctx, levels, itemSettings);
  return picks;
}
