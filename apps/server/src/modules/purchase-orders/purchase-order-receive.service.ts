import type { PurchaseOrder, PurchaseOrderStatus, receivePurchaseOrderInputSchema } from '@wb/contract/purchase-orders';
import { money, toMoneyString } from '@wb/domain/money';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { receiveIntoStock, reverseStockReceipt, setPurchasePrice } from '@/modules/items/item-stock.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { purchaseOrderConflict, purchaseOrderInvalid, receiptNotFound } from './purchase-order-errors';
import { type LineRow, selectLines, updateLineReceived } from './purchase-order-lines.queries';
import { insertReceipt, selectReceipt, updateReceiptReversed } from './purchase-order-receipts.queries';
import { updatePurchaseOrderRow } from './purchase-orders.queries';
import { auditPurchaseOrder, getPurchaseOrder, lockPurchaseOrder } from './purchase-orders.service';

type ReceiveInput = z.output<typeof receivePurchaseOrderInputSchema>;

/** The status the received quantities give: all in full, some, or none yet. */
export function statusAfterReceipts(lines: Array<Pick<LineRow, 'quantity' | 'receivedQuantity'>>): PurchaseOrderStatus {
  if (lines.every((line) => money(line.receivedQuantity).gte(line.quantity))) return 'received';
  if (lines.some((line) => money(line.receivedQuantity).gt(0))) return 'partially_received';
  return 'sent';
}

/** A stock error of the items module, its field path put on the receipt's line. */
function onLine(err: unknown, index: number): unknown {
  if (!(err instanceof AppError) || !err.details) return err;
  const details = err.details.map((d) => ({ ...d, path: `lines.${index}.${d.path}` }));
  return new AppError(err.code, err.key, err.params, { at: details[0]?.path, details });
}

/**
 * Receives goods on a sent (or partly received) purchase order, line by line, in one
 * transaction: each receipt books its units into stock (a new lot for a lot-tracked item), sets
 * the item's last purchase price, and adds to the line's received quantity; the status follows.
 * The order's row is locked first, so concurrent receipts of the same order go one after the
 * other and never book more than ordered unless confirmed.
 */
export async function receivePurchaseOrder(ctx: TenantCtx, id: string, input: ReceiveInput): Promise<PurchaseOrder> {
  const { tenantId } = ctx;
  const row = await lockPurchaseOrder(ctx, id);
  if (row.status !== 'sent' && row.status !== 'partially_received') throw purchaseOrderConflict('status', 'notReceivable');
  const lines = await selectLines(ctx.tx, tenantId, id);
  const byId = new Map(lines.map((line) => [line.id, line]));
  const received = new Map(lines.map((line) => [line.id, money(line.receivedQuantity)]));
  for (const [index, entry] of input.lines.entries()) {
    const line = byId.get(entry.lineId);
    if (!line) throw purchaseOrderInvalid(`lines.${index}.lineId`, 'unknownLine');
    const after = (received.get(line.id) ?? money(0)).plus(entry.quantity);
    received.set(line.id, after);
    if (after.gt(line.quantity) && !input.confirmOverReceipt) throw purchaseOrderConflict(`lines.${index}.quantity`, 'overReceipt');
  }
  const traceability = await getSettingsSection(ctx, 'traceability');
  for (const [index, entry] of input.lines.entries()) {
    const line = byId.get(entry.lineId) as LineRow;
    if (line.lotTracked && traceability.enabled) {
      if (!entry.lotNumber && !traceability.autoGenerateLots) throw purchaseOrderInvalid(`lines.${index}.lotNumber`, 'lotRequired');
      if (!entry.expiryDate && traceability.trackExpiry) throw purchaseOrderInvalid(`lines.${index}.expiryDate`, 'expiryRequired');
    }
    const units = toMoneyString(money(entry.quantity).times(line.packageAmount), 4);
    const stock = await receiveIntoStock(ctx, line.itemId, {
      quantity: units,
      lotNumber: entry.lotNumber ?? null,
      expiryDate: entry.expiryDate ?? null,
      reference: row.poNumber,
    }).catch((err: unknown) => {
      throw onLine(err, index);
    });
    await insertReceipt(ctx.tx, tenantId, {
      id: newId(),
      purchaseOrderId: id,
      lineId: line.id,
      quantity: entry.quantity,
      units,
      lotId: stock.lotId,
      lotNumber: stock.lotNumber,
      expiryDate: stock.lotId ? (entry.expiryDate ?? null) : null,
      stockBooked: stock.booked,
      receivedBy: ctx.principal?.userId ?? null,
    });
    await updateLineReceived(ctx.tx, tenantId, line.id, entry.quantity);
    await setPurchasePrice(ctx, line.itemId, line.price, stock.booked ? units : '0');
  }
  const status = statusAfterReceipts(lines.map((line) => ({ ...line, receivedQuantity: (received.get(line.id) ?? money(0)).toString() })));
  await updatePurchaseOrderRow(ctx.tx, tenantId, id, row.version, { status, receivedAt: status === 'received' ? new Date() : null });
  await auditPurchaseOrder(ctx, 'purchase_order.received', id, {
    poNumber: row.poNumber,
    status,
    lines: input.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity, lotNumber: l.lotNumber ?? null })),
  });
  return getPurchaseOrder(ctx, id);
}

/**
 * Reverses a receipt: a correcting stock movement takes its units back out (of its lot), the
 * line's received quantity goes down and the status follows; the receipt stays, marked reversed.
 */
export async function reversePurchaseReceipt(ctx: TenantCtx, id: string, receiptId: string): Promise<PurchaseOrder> {
  const { tenantId } = ctx;
  const row = await lockPurchaseOrder(ctx, id);
  const receipt = await selectReceipt(ctx.tx, tenantId, id, receiptId);
  if (!receipt) throw receiptNotFound();
  if (receipt.reversedAt) throw purchaseOrderConflict('receiptId', 'receiptReversed');
  const lines = await selectLines(ctx.tx, tenantId, id);
  const line = lines.find((l) => l.id === receipt.lineId) as LineRow;
  if (receipt.stockBooked) {
    await reverseStockReceipt(ctx, line.itemId, { quantity: receipt.units, lotId: receipt.lotId, reference: row.poNumber }).catch(
      (err: unknown) => {
        if (err instanceof AppError && err.code === 'CONFLICT') throw purchaseOrderConflict('receiptId', 'stockGone');
        throw err;
      },
    );
  }
  await updateLineReceived(ctx.tx, tenantId, line.id, `-${receipt.quantity}`);
  await updateReceiptReversed(ctx.tx, tenantId, receiptId, ctx.principal?.userId ?? null);
  const after = lines.map((l) =>
    l.id === line.id ? { ...l, receivedQuantity: money(l.receivedQuantity).minus(receipt.quantity).toString() } : l,
  );
  const status = statusAfterReceipts(after);
  await updatePurchaseOrderRow(ctx.tx, tenantId, id, row.version, { status, receivedAt: status === 'received' ? row.receivedAt : null });
  await auditPurchaseOrder(ctx, 'purchase_order.receipt_reversed', id, {
    poNumber: row.poNumber,
    receiptId,
    quantity: receipt.quantity,
    lotNumber: receipt.lotNumber,
  });
  return getPurchaseOrder(ctx, id);
}
