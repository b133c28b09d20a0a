import type { Order, OrderLineLot, OrderSummary } from '@wb/contract/orders';
import { computeDocumentTotals } from '@wb/domain/order-totals';
import { personName } from '@/platform/person-name';
import type { OrderLineRow, StatusHistoryRow } from './order-lines.queries';
import type { OrderHeaderRow, OrderSummaryRow } from './orders.queries';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    orderDate: row.orderDate,
    deliveryDate: row.deliveryDate,
    accountId: row.accountId,
    accountNumber: row.accountNumber,
    accountName: row.companyName,
    route: row.route,
    assignedTo: row.assignedTo
      ? { id: row.assignedTo, name: personName(row.assignedFirstName, row.assignedLastName, row.assignedEmail) }
      : null,
    statusId: row.statusId,
    net: row.netTotal,
    gross: row.grossTotal,
    lineCount: Number(row.lineCount),
    version: Number(row.version),
    updatedAt: iso(row.updatedAt),
  };
}

/** The whole order: header, lines, totals computed from the lines (as stored), and status history. */
export function toOrder(
  header: OrderHeaderRow,
  lines: Omit<OrderLineRow, 'lotTracked'>[],
  history: StatusHistoryRow[],
  warnings: Order['warnings'] = [],
  lineLots: ReadonlyMap<string, OrderLineLot[]> = new Map(),
): Order {
  return {
    id: header.id,
    orderNumber: header.orderNumber,
    orderDate: header.orderDate,
    deliveryDate: header.deliveryDate,
    account: { id: header.accountId, accountNumber: header.accountNumber, companyName: header.companyName },
    route: header.route,
    assignedTo: header.assignedTo
      ? { id: header.assignedTo, name: personName(header.assignedFirstName, header.assignedLastName, header.assignedEmail) }
      : null,
    notes: header.notes,
    statusId: header.statusId,
    cratesGiven: header.cratesGiven,
    cratesReturned: header.cratesReturned,
    totals: computeDocumentTotals(lines),
    lines: lines.map((line) => ({
      ...line,
      vatRate: Number(line.vatRate),
      lotNumber: line.lotNumber ?? null,
      lots: lineLots.get(line.id) ?? [],
    })),
    history: history.map((h) => ({
      id: h.id,
      fromStatusId: h.fromStatusId,
      toStatusId: h.toStatusId,
      changedAt: iso(h.changedAt),
      changedByName: personName(h.firstName, h.lastName, h.email),
    })),
    version: header.version,
    stockBookedAt: header.stockBookedAt ? iso(header.stockBookedAt) : null,
    createdAt: iso(header.createdAt),
    updatedAt: iso(header.updatedAt),
    createdByName: personName(header.creatorFirstName, header.creatorLastName, header.creatorEmail),
    warnings,
  };
}
