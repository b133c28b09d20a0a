import type { PurchaseOrder, PurchaseOrderSummary } from '@wb/contract/purchase-orders';
import { lineNet } from '@wb/domain/order-totals';
import { personName } from '@/platform/person-name';
import type { LineRow } from './purchase-order-lines.queries';
import type { ReceiptRow } from './purchase-order-receipts.queries';
import type { PurchaseOrderRow, PurchaseOrderSummaryRow } from './purchase-orders.queries';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A purchase order as the API answers it: its header, lines and receipts. */
export function toPurchaseOrder(row: PurchaseOrderRow, lines: LineRow[], receipts: ReceiptRow[]): PurchaseOrder {
  return {
    id: row.id,
    poNumber: row.poNumber,
    supplierId: row.supplierId,
    supplierNumber: row.supplierNumber,
    supplierName: row.supplierName,
    status: row.status,
    orderDate: row.orderDate,
    expectedDate: row.expectedDate,
    paymentTerms: row.paymentTerms,
    notes: row.notes,
    net: row.netTotal,
    vat: row.vatTotal,
    gross: row.grossTotal,
    sentAt: iso(row.sentAt),
    sentTo: row.sentTo,
    receivedAt: iso(row.receivedAt),
    version: row.version,
    lines: lines.map((line) => ({ ...line, net: lineNet({ amount: line.quantity, price: line.price }) })),
    receipts: receipts.map((r) => ({
      id: r.id,
      lineId: r.lineId,
      quantity: r.quantity,
      units: r.units,
      lotId: r.lotId,
      lotNumber: r.lotNumber,
      expiryDate: r.expiryDate,
      receivedAt: r.receivedAt.toISOString(),
      receivedByName: personName(r.firstName, r.lastName, r.email),
      reversedAt: iso(r.reversedAt),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPurchaseOrderSummary(row: PurchaseOrderSummaryRow): PurchaseOrderSummary {
  return { ...row, receivedAt: iso(row.receivedAt) };
}
