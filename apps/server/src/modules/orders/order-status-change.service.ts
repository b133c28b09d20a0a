import type { MessageKey, MessageParams } from '@wb/contract/messages';
import type { ChangeOrderStatusInput, Order } from '@wb/contract/orders';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { bookSaleDelivery, getSaleItems } from '@/modules/items/item-sales.service';
import { bookOrderPackages, reverseOrderPackages } from '@/modules/packages/order-packages.service';
import { insertOrderLineLots } from './order-line-lots.queries';
import { type OrderLineRow, selectOrderLines } from './order-lines.queries';
import { notifyOrderStatusChanged } from './order-notifications';
import { findStatusRules, statusLabel } from './order-statuses.service';
import { moveOrderRow, type OrderHeaderRow, selectOrder } from './orders.queries';
import { auditOrder, orderNotFound, orderWithHeader } from './orders.service';

const refuse = (code: 'CONFLICT' | 'VALIDATION_FAILED', key: MessageKey, params: MessageParams | undefined, detail: MessageKey) =>
  new AppError(code, key, params, {
    at: code === 'VALIDATION_FAILED' ? 'statusId' : undefined,
    details: [{ path: 'statusId', key: detail }],
  });

/**
 * Takes an order's goods out of stock (lots first expiring first), once, with the order number as
 * reference, and keeps which lots each line took (the lot trace and the order page show them).
 */
async function deliverGoods(ctx: TenantCtx, header: OrderHeaderRow): Promise<OrderLineRow[]> {
  const lines = await selectOrderLines(ctx.tx, ctx.tenantId, header.id);
  const items = await getSaleItems(
    ctx,
    lines.map((line) => line.itemId),
  );
  const picks = await bookSaleDelivery(
    ctx,
    items,
    lines.map((line, index) => ({ lineId: line.id, itemId: line.itemId, lotId: line.lotId, amount: line.amount, path: `lines.${index}` })),
    header.orderNumber,
  );
  await insertOrderLineLots(
    ctx.tx,
    ctx.tenantId,
    header.id,
    picks.map((pick) => ({ id: newId(), ...pick })),
  );
  return lines;
}

/**
 * Moves an order to another status when a transition allows it: never to the same status, never
 * out of a terminal status. Reaching a delivering status books the goods out of stock. Every change
 * is kept in the order's history with who and when.
 */
export async function changeOrderStatus(ctx: TenantCtx, id: string, input: ChangeOrderStatusInput): Promise<Order> {
  const { header, lines } = await moveStatus(ctx, id, input);
  // A delivery has read the lines, which a status change leaves as they were: the answer takes them.
  return orderWithHeader(ctx, header, [], lines);
}

/** changeOrderStatus without the lines and history (the demo seed moves many): the header as written. */
export async function moveOrderStatus(ctx: TenantCtx, id: string, input: ChangeOrderStatusInput): Promise<OrderHeaderRow> {
  return (await moveStatus(ctx, id, input)).header;
}

/** The move, answering the header as written and the lines if the delivery read them. */
async function moveStatus(
  ctx: TenantCtx,
  id: string,
  input: ChangeOrderStatusInput,
): Promise<{ header: OrderHeaderRow; lines: OrderLineRow[] | undefined }> {
  const { tenantId } = ctx;
  const { statuses, transitions } = await findStatusRules(ctx);
  const header = await selectOrder(ctx.tx, tenantId, id, { forUpdate: true });
  if (!header) throw orderNotFound();
  if (input.version !== undefined && input.version !== header.version) {
    throw fieldError('CONFLICT', 'version', 'orders.stale');
  }
  const from = statuses.find((s) => s.id === header.statusId);
  const to = statuses.find((s) => s.id === input.statusId);
  if (!from) throw orderNotFound();
  if (!to) throw refuse('VALIDATION_FAILED', 'orders.unknownStatus', undefined, 'orders.unknownStatus');
  if (from.id === to.id) throw refuse('VALIDATION_FAILED', 'orderStatuses.sameStatus', undefined, 'orderStatuses.sameStatus');
  if (from.isTerminal) {
    throw refuse('CONFLICT', 'orders.terminalStatus', { status: statusLabel(from) }, 'orders.terminal');
  }
  if (!transitions.some((t) => t.fromStatusId === from.id && t.toStatusId === to.id)) {
    throw refuse(
      'CONFLICT',
      'orders.transitionNotAllowedFromTo',
      { from: statusLabel(from), to: statusLabel(to) },
      'orders.transitionNotAllowed',
    );
  }
  const delivering = to.isDelivering && !header.stockBookedAt;
  let lines: OrderLineRow[] | undefined;
  if (delivering) {
    lines = await deliverGoods(ctx, header);
    // The crates given and returned become the account's package transaction, in this transaction.
    await bookOrderPackages(ctx, header);
  }
  // Cancelled after delivery: the crates booked are reversed (the goods are not: a return is a stock receipt).
  if (header.stockBookedAt && to.code === 'cancelled') await reverseOrderPackages(ctx, header);
  const bookedNow = delivering ? new Date() : null;
  const saved = await moveOrderRow(ctx.tx, tenantId, {
    id,
    version: header.version,
    fromStatusId: from.id,
    toStatusId: to.id,
    changedBy: ctx.principal?.userId ?? null,
    stockBookedAt: bookedNow,
    historyId: newId(),
  });
  if (!saved) throw fieldError('CONFLICT', 'version', 'orders.stale');
  await auditOrder(ctx, 'order.status_changed', id, {
    orderNumber: header.orderNumber,
    from: from.code,
    to: to.code,
    delivered: delivering,
  });
  await notifyOrderStatusChanged(ctx, header, from, to);
  // The header as it now stands, answered without reading it again (issue 11).
  const moved = {
    ...header,
    statusId: to.id,
    statusIsTerminal: to.isTerminal,
    version: header.version + 1,
    stockBookedAt: bookedNow ?? header.stockBookedAt,
    ...saved,
  };
  return { header: moved, lines };
}
