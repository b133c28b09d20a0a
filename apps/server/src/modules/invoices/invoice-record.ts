import type { Invoice, InvoiceSummary } from '@wb/contract/invoices';
import { outstandingOf, paymentStatusOf, shownStatusOf } from '@wb/domain/invoice-state';
import { money } from '@wb/domain/money';
import { computeDocumentTotals } from '@wb/domain/order-totals';
import type { InvoiceLineRow } from './invoice-lines.queries';
import type { InvoiceHeaderRow, InvoiceLinks, InvoiceSummaryRow } from './invoices.queries';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

/** Payment status and outstanding amount: a draft owes nothing yet, a cancelled invoice nothing more. */
function paymentOf(row: InvoiceSummaryRow) {
  if (row.status === 'draft') return { paymentStatus: 'unpaid' as const, outstandingAmount: '0.00' };
  // Cancelled by credit notes: nothing is owed any more (a cent of VAT rounding over the notes included).
  if (row.status === 'cancelled' && money(row.paidAmount).isZero()) return { paymentStatus: 'paid' as const, outstandingAmount: '0.00' };
  return { paymentStatus: paymentStatusOf(row.due, row.paidAmount), outstandingAmount: outstandingOf(row.due, row.paidAmount) };
}

export function toInvoiceSummary(row: InvoiceSummaryRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    invoiceNumber: row.invoiceNumber,
    accountId: row.accountId,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    status: shownStatusOf(row.status, row.dueDate, today),
    net: row.net,
    gross: row.gross,
    paidAmount: row.paidAmount,
    version: row.version,
    updatedAt: iso(row.updatedAt),
    ...paymentOf(row),
  };
}

export type InvoiceExtras = InvoiceLinks & { credited: Map<string, string> };

/** The whole invoice: header, lines, totals from the lines (the same function as orders), links. */
export function toInvoice(header: InvoiceHeaderRow, lines: InvoiceLineRow[], extras: InvoiceExtras, today: string): Invoice {
  return {
    ...toInvoiceSummary(header, today),
    creditedInvoice: header.creditedInvoiceId ? { id: header.creditedInvoiceId, invoiceNumber: header.creditedInvoiceNumber } : null,
    account: { id: header.accountId, accountNumber: header.accountNumber, companyName: header.accountName },
    paymentTerms: header.paymentTerms,
    reference: header.reference,
    notes: header.notes,
    route: header.route,
    assignedTo: header.assignedTo,
    currency: 'EUR',
    totals: computeDocumentTotals(lines),
    creditedAmount: money(header.due).minus(header.gross).toFixed(2),
    orderIds: extras.orderIds,
    creditNoteIds: extras.creditNoteIds,
    deliveryDate: header.deliveryDate,
    deliveryCountry: header.deliveryCountry,
    overdueSince: header.overdueSince,
    reminders: extras.reminders.map((r) => ({ id: r.id, stage: r.stage, sentTo: r.sentTo, lateFee: r.lateFee, sentAt: iso(r.createdAt) })),
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      itemId: line.itemId,
      orderId: line.orderId,
      creditedLineId: line.creditedLineId,
      itemNumber: line.itemNumber,
      itemName: line.itemName,
      description: line.description,
      unit: line.unit,
      vatRate: line.vatRate,
      quantity: line.amount,
      price: line.price,
      discount: line.discount,
      lineNet: line.lineNet,
      creditedQuantity: money(extras.credited.get(line.id) ?? '0').toFixed(4),
    })),
    finalisedAt: isoOrNull(header.finalisedAt),
    sentAt: isoOrNull(header.sentAt),
    sentTo: header.sentTo,
    createdAt: iso(header.createdAt),
  };
}
