import type { Quote } from '@wb/contract/quotes';
import type { DocumentColumn } from '@wb/contract/settings-documents';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney, formatNumber, formatPercent } from '@wb/domain/format/numbers';
import { money as decimal } from '@wb/domain/money';
import { bottom, documentHeader, type InvoicePdfData, page, pageFooters, startPdf, totalRows } from '../invoices/invoice-pdf';
import { drawTable, plainSpaces as plain } from '../invoices/pdf-table';
import { fill, type PdfLanguage, pdfLabels } from '../invoices/invoice-pdf-labels';

export type QuotePdfData = Pick<InvoicePdfData, 'seller' | 'buyer' | 'logo'> & {
  quote: Quote;
  /** The quote settings: the text above the lines and the columns, in their order. */
  headerText: string;
  columns: DocumentColumn[];
  language: PdfLanguage;
};

/** The quote's own printed words; the rest are the invoice's (pdfLabels). */
export const quoteLabels = {
  nl: {
    quote: 'Offerte',
    number: 'Offertenummer',
    date: 'Offertedatum',
    validUntil: 'Geldig tot',
    itemNumber: 'Artikelnr.',
    name: 'Artikel',
    packages: 'Colli',
    weight: 'Gewicht',
    acceptance: 'Deze offerte is geldig tot {date}. Wij zien uw akkoord graag tegemoet.',
  },
  en: {
    quote: 'Quote',
    number: 'Quote number',
    date: 'Quote date',
    validUntil: 'Valid until',
    itemNumber: 'Item no.',
    name: 'Item',
    packages: 'Packages',
    weight: 'Weight',
    acceptance: 'This quote is valid until {date}. We look forward to your acceptance.',
  },
} as const;

const widths: Record<DocumentColumn, number> = {
  itemNumber: 55,
  name: 150,
  description: 150,
  unit: 40,
  quantity: 45,
  price: 60,
  discount: 40,
  vat: 30,
  total: 65,
  packages: 40,
  weight: 45,
};
const leftAligned = new Set<DocumentColumn>(['itemNumber', 'name', 'description', 'unit']);

type Line = Quote['lines'][number];

function cell(column: DocumentColumn, line: Line, language: PdfLanguage): string {
  const m = (value: string, places = 2) => plain(formatMoney(value, language, places));
  switch (column) {
    case 'itemNumber':
      return line.itemNumber;
    case 'name':
    case 'description':
      return line.name;
    case 'unit':
      return line.unit;
    case 'quantity':
      return plain(formatNumber(line.amount, language));
    case 'price':
      return m(line.price, 4);
    case 'discount':
      return Number(line.discount) ? plain(formatPercent(line.discount, language)) : '';
    case 'vat':
      return plain(formatPercent(String(line.vatRate), language));
    case 'total':
      return m(line.lineNet);
    case 'packages':
      return line.packageAmount ? plain(formatNumber(decimal(line.amount).div(line.packageAmount).toFixed(2), language)) : '';
    case 'weight':
      return line.unitWeight ? plain(formatNumber(decimal(line.amount).times(line.unitWeight).toFixed(2), language)) : '';
  }
}

/** The chosen columns laid out over the page's width (the text columns take what is left). */
function layout(columns: DocumentColumn[]): Array<{ column: DocumentColumn; x: number; width: number }> {
  const usable = page.width - 2 * page.margin;
  const fixed = columns.filter((c) => !leftAligned.has(c) || c === 'unit').reduce((sum, c) => sum + widths[c], 0);
  const flexible = columns.filter((c) => leftAligned.has(c) && c !== 'unit');
  const flexTotal = flexible.reduce((sum, c) => sum + widths[c], 0) || 1;
  let x = page.margin;
  return columns.map((column) => {
    const width = flexible.includes(column) ? Math.max(40, ((usable - fixed) * widths[column]) / flexTotal) : widths[column];
    const placed = { column, x, width: width - 4 };
    x += width;
    return placed;
  });
}

/**
 * The quote as a PDF, in the customer's language: the company and customer as on an invoice, the
 * quote settings' header text above the lines, the settings' columns, totals per VAT rate and the
 * validity; page numbers at the foot.
 */
export async function renderQuotePdf(data: QuotePdfData): Promise<Buffer> {
  const { quote, language } = data;
  const l = pdfLabels[language];
  const q = quoteLabels[language];
  const date = (iso: string) => formatDate(iso, language, 'short');
  const { doc, done } = startPdf(`${q.quote} ${quote.quoteNumber}`, data.seller.name);
  documentHeader(doc, data, l, q.quote, [
    [q.number, quote.quoteNumber],
    [q.date, date(quote.quoteDate)],
    [q.validUntil, date(quote.validUntil)],
    [l.customerNumber, data.buyer.accountNumber],
  ]);
  if (data.headerText.trim()) {
    doc.font('Helvetica').fontSize(9).text(data.headerText, page.margin, doc.y, { width: 495 });
    doc.y += 10;
  }
  const placed = layout(data.columns);
  const titles: Record<DocumentColumn, string> = {
    itemNumber: q.itemNumber,
    name: q.name,
    description: l.description,
    unit: l.unit,
    quantity: l.quantity,
    price: l.price,
    discount: l.discount,
    vat: l.vat,
    total: l.amount,
    packages: q.packages,
    weight: q.weight,
  };
  drawTable(
    doc,
    placed.map((p) => ({
      title: titles[p.column],
      x: p.x,
      width: p.width,
      align: leftAligned.has(p.column) ? ('left' as const) : ('right' as const),
      cell: (line: Line) => cell(p.column, line, language),
    })),
    quote.lines,
  );
  if (doc.y + 120 > bottom) doc.addPage();
  const m = (value: string) => plain(formatMoney(value, language));
  const rows: Array<[string, string, boolean]> = [[l.subtotal, m(quote.totals.net), false]];
  for (const v of quote.totals.vatBreakdown) {
    rows.push([fill(l.vatAt, { rate: plain(formatPercent(String(v.rate), language)) }), m(v.vat), false]);
  }
  rows.push([l.total, m(quote.totals.gross), true]);
  totalRows(doc, rows);
  doc.y += 14;
  if (quote.notes) {
    doc.text(quote.notes, page.margin, doc.y, { width: 495 });
    doc.y += 6;
  }
  doc.text(fill(q.acceptance, { date: date(quote.validUntil) }), page.margin, doc.y, { width: 495 });
  pageFooters(doc, quote.quoteNumber, l.page);
  doc.end();
  return done;
}
