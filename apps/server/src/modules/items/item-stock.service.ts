import type { MessageKey, MessageParams } from '@wb/contract/messages';
import type { CreateLotInput, createStockMovementInputSchema, Item, ItemStock, Lot, StockMovementKind } from '@wb/contract/items';
import { formatLotNumber } from '@wb/domain/lot-number';
import { money } from '@wb/domain/money';
import { movingAverageCost } from '@wb/domain/order-line';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { fieldError, invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { personName } from '@/platform/person-name';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { getSupplier } from '@/modules/suppliers/suppliers.service';
import {
  insertLot,
  insertMovement,
  type LotRow,
  selectLot,
  selectLotNumbersLike,
  selectLots,
  selectMovements,
  updateLotStock,
} from './item-stock.queries';
import { notifyLowStock, StockLevels } from './item-stock-alerts';
import { updateItemRow, updateItemStock } from './items.queries';
import { getItem } from './items.service';

const toLot = (row: LotRow): Lot => ({ ...row, receivedAt: row.receivedAt.toISOString() });

const invalid = (path: string, key: MessageKey, params?: MessageParams) => invalidField(path, key, params);
const conflict = (path: string, key: MessageKey, params?: MessageParams) => fieldError('CONFLICT', path, key, params);

/** An item with its lots and its latest stock movements (the stock dialog). */
export async function getItemStock(ctx: TenantCtx, itemId: string): Promise<ItemStock> {
  const { tenantId } = ctx;
  const item = await getItem(ctx, itemId);
  const lots = (await selectLots(ctx.tx, tenantId, itemId)).map(toLot);
  const movements = (await selectMovements(ctx.tx, tenantId, itemId)).map(({ firstName, lastName, email, createdAt, ...m }) => ({
    ...m,
    createdAt: createdAt.toISOString(),
    createdByName: personName(firstName, lastName, email),
  }));
  return { item, lots, movements };
}

/** Whether this item's stock is kept per lot: traceability on and the item marked for it. */
async function usesLots(ctx: TenantCtx, item: Item): Promise<boolean> {
  const traceability = await getSettingsSection(ctx, 'traceability');
  return traceability.enabled && item.lotTracked;
}

async function requireStockTracking(ctx: TenantCtx): Promise<void> {
  const items = await getSettingsSection(ctx, 'items');
  if (!items.enableStockTracking) throw conflict('kind', 'items.stockTrackingOff');
}

/** Books one movement: item (and lot) quantities change with the movement row, never below zero. */
async function bookMovement(
  ctx: TenantCtx,
  item: Item,
  movement: { kind: StockMovementKind; delta: string; lotId: string | null; reference: string; note: string },
): Promise<void> {
  const { tenantId } = ctx;
  const after = await updateItemStock(ctx.tx, tenantId, item.id, movement.delta);
  if (after === null) throw conflict('quantity', 'items.notEnoughStock');
  if (movement.lotId && !(await updateLotStock(ctx.tx, tenantId, movement.lotId, movement.delta))) {
    throw conflict('quantity', 'items.notEnoughStock');
  }
  const { delta, ...rest } = movement;
  await insertMovement(ctx.tx, tenantId, {
    ...rest,
    id: newId(),
    itemId: item.id,
    quantity: delta,
    createdBy: ctx.principal?.userId ?? null,
  });
  if (movement.kind === 'correction') {
    await appendAudit(ctx.tx, {
      tenantId,
      actorUserId: ctx.principal?.userId ?? null,
      action: 'stock.corrected',
      target: `item:${item.id}`,
      ip: ctx.ip,
      details: { sku: item.sku, quantity: delta, lotId: movement.lotId, reference: movement.reference },
    });
  }
  if (item.isActive && delta.startsWith('-')) {
    const levels = new StockLevels();
    levels.note(item, after, delta);
    await notifyLowStock(ctx, levels);
  }
}

/**
 * A receipt, delivery or correction. Lot-tracked items (traceability on) name the lot it
 * concerns; other items name none.
 */
export async function createStockMovement(
  ctx: TenantCtx,
  itemId: string,
  input: z.output<typeof createStockMovementInputSchema>,
): Promise<ItemStock> {
  const { tenantId } = ctx;
  const item = await getItem(ctx, itemId);
  await requireStockTracking(ctx);
  const lotId = input.lotId ?? null;
  if (await usesLots(ctx, item)) {
    if (!lotId) throw invalid('lotId', 'items.chooseLot');
    if (!(await selectLot(ctx.tx, tenantId, itemId, lotId))) throw invalid('lotId', 'items.unknownLot');
  } else if (lotId) {
    throw invalid('lotId', 'items.notLotTracked');
  }
  const quantity = input.quantity.replace(/^-/, '');
  const delta = input.kind === 'receipt' ? quantity : input.kind === 'delivery' ? `-${quantity}` : input.quantity;
  await bookMovement(ctx, item, { kind: input.kind, delta, lotId, reference: input.reference ?? '', note: input.note ?? '' });
  return getItemStock(ctx, itemId);
}

/** Letters and digits kept; separators not doubled, not at the ends (an empty placeholder leaves none). */
function tidyLotNumber(value: string): string {
  return value.replace(/([-_/.])[-_/.]+/g, '$1').replace(/^[-_/.]+|[-_/.]+$/g, '');
}

/** The next free lot number from the format: the base, else base-2, base-3 … */
async function generateLotNumber(ctx: TenantCtx, item: Item, format: string): Promise<string> {
  const supplier = item.supplierId ? (await getSupplier(ctx, item.supplierId)).supplierNumber : '';
  const base = tidyLotNumber(formatLotNumber(format, { supplier, category: item.category, item: item.sku, date: new Date() })) || 'LOT';
  const taken = await selectLotNumbersLike(ctx.tx, ctx.tenantId, item.id, base);
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`.toLowerCase())) return `${base}-${n}`;
}

type NewLot = { quantity: string; lotNumber?: string | null; expiryDate?: string | null; reference?: string | null };

/** A new lot of a lot-tracked item with its first receipt: the number typed in or made from the format. */
async function addLot(ctx: TenantCtx, item: Item, input: NewLot): Promise<{ lotId: string; lotNumber: string }> {
  const { tenantId } = ctx;
  const traceability = await getSettingsSection(ctx, 'traceability');
  if (!traceability.enabled) throw conflict('lotNumber', 'items.lotsOff');
  if (!item.lotTracked) throw conflict('lotNumber', 'items.notLotTracked');
  if (traceability.trackExpiry && !input.expiryDate) throw invalid('expiryDate', 'validation.required');
  let lotNumber = input.lotNumber?.trim() ?? '';
  if (lotNumber) {
    const taken = await selectLotNumbersLike(ctx.tx, tenantId, item.id, lotNumber);
    if (taken.has(lotNumber.toLowerCase())) throw conflict('lotNumber', 'items.lotNumberInUse');
  } else if (traceability.autoGenerateLots) {
    lotNumber = await generateLotNumber(ctx, item, traceability.lotNumberFormat);
  } else {
    throw invalid('lotNumber', 'validation.required');
  }
  const lotId = newId();
  await insertLot(ctx.tx, tenantId, { id: lotId, itemId: item.id, lotNumber, expiryDate: input.expiryDate ?? null });
  await bookMovement(ctx, item, { kind: 'receipt', delta: input.quantity, lotId, reference: input.reference ?? '', note: '' });
  return { lotId, lotNumber };
}

/** Receives a new lot: its number typed in or made from the traceability format, its expiry, its first quantity. */
export async function createLot(ctx: TenantCtx, itemId: string, input: CreateLotInput): Promise<ItemStock> {
  const item = await getItem(ctx, itemId);
  await requireStockTracking(ctx);
  await addLot(ctx, item, input);
  return getItemStock(ctx, itemId);
}

export type StockReceipt = { booked: boolean; lotId: string | null; lotNumber: string | null };

/**
 * For the purchase-orders module: goods received from a supplier go into stock, into a new lot
 * when the item is kept per lot (the number typed in, else made from the traceability format).
 * With stock tracking off nothing is booked (`booked` false).
 */
export async function receiveIntoStock(ctx: TenantCtx, itemId: string, input: NewLot): Promise<StockReceipt> {
  const item = await getItem(ctx, itemId);
  const items = await getSettingsSection(ctx, 'items');
  if (!items.enableStockTracking) return { booked: false, lotId: null, lotNumber: null };
  if (await usesLots(ctx, item)) return { booked: true, ...(await addLot(ctx, item, input)) };
  await bookMovement(ctx, item, { kind: 'receipt', delta: input.quantity, lotId: null, reference: input.reference ?? '', note: '' });
  return { booked: true, lotId: null, lotNumber: null };
}

/**
 * For the purchase-orders module: takes a receipt back out of stock (and its lot) with a
 * correcting movement; refused (409) when those goods are no longer in stock.
 */
export async function reverseStockReceipt(
  ctx: TenantCtx,
  itemId: string,
  receipt: { quantity: string; lotId: string | null; reference: string },
): Promise<void> {
  const item = await getItem(ctx, itemId);
  const delta = `-${receipt.quantity.replace(/^-/, '')}`;
  await bookMovement(ctx, item, { kind: 'correction', delta, lotId: receipt.lotId, reference: receipt.reference, note: '' });
}

/**
 * For the purchase-orders module, after `receiveIntoStock` booked `units`: the item's last purchase
 * price per package, and its moving average cost per unit over the stock it had before (issue 26).
 */
export async function setPurchasePrice(ctx: TenantCtx, itemId: string, pricePerPackage: string, units: string): Promise<void> {
  const item = await getItem(ctx, itemId);
  const perPackage = money(item.packageAmount);
  const averageCost = perPackage.gt(0)
    ? movingAverageCost({
        stockBefore: money(item.quantityOnHand).minus(units).toString(),
        averageBefore: item.averageCost,
        units,
        pricePerUnit: money(pricePerPackage).dividedBy(perPackage).toString(),
      })
    : item.averageCost;
  await updateItemRow(ctx.tx, ctx.tenantId, itemId, { purchasePricePerPackage: pricePerPackage, averageCost });
}

/**
 * For the orders module: the lot a sale line takes its goods from. When traceability requires a
 * lot before sale, a lot-tracked item's line must name one of its lots.
 */
export async function getLotForSale(ctx: TenantCtx, itemId: string, lotId: string | null): Promise<Lot | null> {
  const { tenantId } = ctx;
  const item = await getItem(ctx, itemId);
  const traceability = await getSettingsSection(ctx, 'traceability');
  if (!lotId) {
    if (traceability.enabled && traceability.requireLotForSales && item.lotTracked) throw invalid('lotId', 'items.lotRequired');
    return null;
  }
  const lot = await selectLot(ctx.tx, tenantId, itemId, lotId);
  if (!lot) throw invalid('lotId', 'items.unknownLot');
  return toLot(lot);
}
