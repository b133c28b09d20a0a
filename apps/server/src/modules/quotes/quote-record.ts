import type { Quote, QuoteSummary } from '@wb/contract/quotes';
import { computeDocumentTotals } from '@wb/domain/order-totals';
import type { QuoteLineRow, QuoteRow, QuoteSummaryRow } from './quotes.queries';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The whole quote: header, lines, and the totals of the lines as an order's (the domain's order totals). */
export function toQuote(row: QuoteRow, lines: QuoteLineRow[]): Quote {
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    quoteDate: row.quoteDate,
    validUntil: row.validUntil,
    account: { id: row.accountId, accountNumber: row.accountNumber, companyName: row.companyName },
    status: row.status,
    notes: row.notes,
    totals: computeDocumentTotals(lines),
    lines: lines.map((line) => ({ ...line, vatRate: Number(line.vatRate), lotNumber: line.lotNumber ?? null })),
    sentAt: iso(row.sentAt),
    sentTo: row.sentTo,
    decidedAt: iso(row.decidedAt),
    order: row.orderId && row.orderNumber ? { id: row.orderId, orderNumber: row.orderNumber } : null,
    version: row.version,
    createdAt: iso(row.createdAt) ?? '',
    updatedAt: iso(row.updatedAt) ?? '',
  };
}

export function toQuoteSummary(row: QuoteSummaryRow): QuoteSummary {
  return { ...row, lineCount: Number(row.lineCount) };
}
