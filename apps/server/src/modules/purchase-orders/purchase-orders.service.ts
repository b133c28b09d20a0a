import type {
  createPurchaseOrderInputSchema,
  listPurchaseOrdersQuerySchema,
  PurchaseOrder,
  PurchaseOrderPage,
  PurchaseOrderStatus,
  updatePurchaseOrderInputSchema,
} from '@wb/contract/purchase-orders';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { takeNextNumber } from '@/modules/numbering/numbering.service';
import { getSupplier } from '@/modules/suppliers/suppliers.service';
import { purchaseOrderConflict, purchaseOrderInvalid, purchaseOrderNotFound } from './purchase-order-errors';
import { buildLines, purchaseTotals } from './purchase-order-lines';
import { deleteLines, insertLines, selectLines, updateLine } from './purchase-order-lines.queries';
import { selectReceipts } from './purchase-order-receipts.queries';
import { toPurchaseOrder, toPurchaseOrderSummary } from './purchase-order-record';
import {
  deletePurchaseOrderRow,
  insertPurchaseOrder,
  type PurchaseOrderRow,
  type PurchaseOrderSortColumn,
  selectPurchaseOrder,
  selectPurchaseOrderCount,
  selectPurchaseOrderPage,
  updatePurchaseOrderRow,
} from './purchase-orders.queries';

type ListQuery = z.output<typeof listPurchaseOrdersQuerySchema>;

const sortColumns: Record<string, PurchaseOrderSortColumn> = {
  poNumber: 'p.po_number',
  orderDate: 'p.order_date',
  expectedDate: 'p.expected_date',
  supplierName: 's.name',
  gross: 'p.gross_total',
  status: 'p.status',
};

export const purchaseOrderSort = (sort: string | undefined) =>
  parseSort(sort, sortColumns, { column: 'p.order_date', direction: 'desc' } as const);

export async function findPurchaseOrders(ctx: TenantCtx, query: ListQuery): Promise<PurchaseOrderPage> {
  const { page, pageSize, sort, ...filter } = query;
  const rows = await selectPurchaseOrderPage(ctx.tx, ctx.tenantId, filter, purchaseOrderSort(sort), {
    limit: pageSize,
    offset: pageOffset(page, pageSize),
  });
  const total = await selectPurchaseOrderCount(ctx.tx, ctx.tenantId, filter);
  return { items: rows.map(toPurchaseOrderSummary), total, page, pageSize };
}

export async function getPurchaseOrder(ctx: TenantCtx, id: string): Promise<PurchaseOrder> {
  const row = await selectPurchaseOrder(ctx.tx, ctx.tenantId, id);
  if (!row) throw purchaseOrderNotFound();
  const lines = await selectLines(ctx.tx, ctx.tenantId, id);
  const receipts = await selectReceipts(ctx.tx, ctx.tenantId, id);
  return toPurchaseOrder(row, lines, receipts);
}

/** The header locked for a change, at the version the caller read (when given): else 404 or 409. */
export async function lockPurchaseOrder(ctx: TenantCtx, id: string, version?: number): Promise<PurchaseOrderRow> {
  const row = await selectPurchaseOrder(ctx.tx, ctx.tenantId, id, { forUpdate: true });
  if (!row) throw purchaseOrderNotFound();
  if (version !== undefined && row.version !== version) throw purchaseOrderConflict('version', 'stale');
  return row;
}

/** Appended as the transaction's last work: the tenant's audit lock is held only until the commit. */
export function auditPurchaseOrder(ctx: TenantCtx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(
    ctx.tx,
    { tenantId: ctx.tenantId, actorUserId: ctx.principal?.userId ?? null, action, target: `purchase_order:${id}`, ip: ctx.ip, details },
    { atEnd: true },
  );
}

/** The supplier of a new purchase order: the tenant's, and active (else 404 or 400, nothing written). */
async function activeSupplier(ctx: TenantCtx, supplierId: string) {
  const supplier = await getSupplier(ctx, supplierId);
  if (!supplier.isActive) throw purchaseOrderInvalid('supplierId', 'supplierInactive');
  return supplier;
}

export async function createPurchaseOrder(ctx: TenantCtx, input: z.output<typeof createPurchaseOrderInputSchema>): Promise<PurchaseOrder> {
  const { tenantId } = ctx;
  const supplier = await activeSupplier(ctx, input.supplierId);
  const lines = await buildLines(ctx, input.lines);
  const id = newId();
  const poNumber = await takeNextNumber(ctx, 'purchaseOrder');
  await insertPurchaseOrder(ctx.tx, tenantId, {
    id,
    poNumber,
    supplierId: supplier.id,
    orderDate: input.orderDate ?? todayInCompanyZone(),
    expectedDate: input.expectedDate ?? null,
    paymentTerms: input.paymentTerms ?? supplier.paymentTerms,
    notes: input.notes ?? '',
    ...purchaseTotals(lines),
    createdBy: ctx.principal?.userId ?? null,
  });
  await insertLines(ctx.tx, tenantId, id, lines);
  await auditPurchaseOrder(ctx, 'purchase_order.created', id, { poNumber, supplierId: supplier.id, lines: lines.length });
  return getPurchaseOrder(ctx, id);
}

const editable: PurchaseOrderStatus[] = ['draft', 'sent', 'partially_received'];

export async function updatePurchaseOrder(
  ctx: TenantCtx,
  id: string,
  input: z.output<typeof updatePurchaseOrderInputSchema>,
): Promise<PurchaseOrder> {
  const { tenantId } = ctx;
  const row = await lockPurchaseOrder(ctx, id, input.version);
  if (!editable.includes(row.status)) throw purchaseOrderConflict('status', 'notEditable');
  const orderDate = input.orderDate ?? row.orderDate;
  const expectedDate = input.expectedDate === undefined ? row.expectedDate : input.expectedDate;
  if (expectedDate && expectedDate < orderDate) throw purchaseOrderInvalid('expectedDate', 'expectedBeforeOrder');
  const existing = await selectLines(ctx.tx, tenantId, id);
  let totals = {};
  if (input.lines) {
    const lines = await buildLines(ctx, input.lines, existing);
    const kept = new Map(lines.map((line) => [line.id, line]));
    for (const old of existing) {
      const next = kept.get(old.id);
      const received = Number(old.receivedQuantity) > 0;
      if (received && (!next || next.itemId !== old.itemId || Number(next.quantity) < Number(old.receivedQuantity)))
        throw purchaseOrderConflict('lines', 'lineReceived');
    }
    const existingIds = new Set(existing.map((line) => line.id));
    await deleteLines(
      ctx.tx,
      tenantId,
      existing.filter((old) => !kept.has(old.id)).map((old) => old.id),
    );
    for (const line of lines.filter((l) => existingIds.has(l.id))) await updateLine(ctx.tx, tenantId, line);
    await insertLines(
      ctx.tx,
      tenantId,
      id,
      lines.filter((l) => !existingIds.has(l.id)),
    );
    totals = purchaseTotals(lines);
  }
  await updatePurchaseOrderRow(ctx.tx, tenantId, id, row.version, {
    orderDate,
    expectedDate,
    paymentTerms: input.paymentTerms ?? row.paymentTerms,
    notes: input.notes ?? row.notes,
    ...totals,
  });
  await auditPurchaseOrder(ctx, 'purchase_order.updated', id, { poNumber: row.poNumber, lines: input.lines?.length ?? null });
  return getPurchaseOrder(ctx, id);
}

/** Cancels a purchase order that is a draft or sent (nothing received yet). */
export async function cancelPurchaseOrder(ctx: TenantCtx, id: string): Promise<PurchaseOrder> {
  const row = await lockPurchaseOrder(ctx, id);
  if (row.status !== 'draft' && row.status !== 'sent') throw purchaseOrderConflict('status', 'notCancellable');
  await updatePurchaseOrderRow(ctx.tx, ctx.tenantId, id, row.version, { status: 'cancelled', cancelledAt: new Date() });
  await auditPurchaseOrder(ctx, 'purchase_order.cancelled', id, { poNumber: row.poNumber, from: row.status });
  return getPurchaseOrder(ctx, id);
}

/** Deletes a draft; anything sent stays (cancel it instead). */
export async function deletePurchaseOrder(ctx: TenantCtx, id: string): Promise<void> {
  const row = await lockPurchaseOrder(ctx, id);
  if (row.status !== 'draft') throw purchaseOrderConflict('status', 'notDeletable');
  await deletePurchaseOrderRow(ctx.tx, ctx.tenantId, id);
  await auditPurchaseOrder(ctx, 'purchase_order.deleted', id, { poNumber: row.poNumber });
}
