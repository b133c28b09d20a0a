import type { PurchaseOrder } from '@wb/contract/purchase-orders';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney, formatNumber, formatPercent } from '@wb/domain/format/numbers';
import { bottom, documentHeader, type InvoicePdfData, page, pageFooters, startPdf, totalRows } from '../invoices/invoice-pdf';
import { drawTable, type PdfTableColumn, plainSpaces as plain } from '../invoices/pdf-table';
import { fill, type PdfLanguage, pdfLabels } from '../invoices/invoice-pdf-labels';

export type PurchaseOrderPdfData = Pick<InvoicePdfData, 'seller' | 'logo'> & {
  order: PurchaseOrder;
  /** The supplier as the addressee, with its number in the supplier's books (ours for it). */
  supplier: InvoicePdfData['buyer'];
  language: PdfLanguage;
};

/** The purchase order's own printed words; the rest are the invoice's (pdfLabels). */
export const purchaseOrderLabels = {
  nl: {
    title: 'Inkooporder',
    number: 'Inkoopordernummer',
    date: 'Orderdatum',
    expected: 'Gewenste leverdatum',
    supplierNumber: 'Leveranciersnummer',
    paymentTerms: 'Betalingstermijn',
    days: '{days} dagen',
    itemNumber: 'Artikelnr.',
    item: 'Artikel',
    packages: 'Colli',
    perPackage: 'Per colli',
    pricePerPackage: 'Prijs per colli',
    reference: 'Vermeld bij levering en factuur ons ordernummer {number}.',
  },
  en: {
    title: 'Purchase order',
    number: 'Purchase order number',
    date: 'Order date',
    expected: 'Requested delivery date',
    supplierNumber: 'Supplier number',
    paymentTerms: 'Payment terms',
    days: '{days} days',
    itemNumber: 'Item no.',
    item: 'Item',
    packages: 'Packages',
    perPackage: 'Per package',
    pricePerPackage: 'Price per package',
    reference: 'Please quote our order number {number} on the delivery and the invoice.',
  },
} as const;

const columns = {
  itemNumber: { x: 50, width: 65 },
  item: { x: 117, width: 170 },
  packages: { x: 289, width: 45 },
  perPackage: { x: 336, width: 55 },
  price: { x: 393, width: 60 },
  vat: { x: 455, width: 28 },
  amount: { x: 485, width: 60 },
} as const;

/**
 * The purchase order as a PDF in the supplier's language: the company header as on an invoice,
 * the supplier as the addressee, lines per package (package amount and unit), totals per VAT rate
 * and the request to quote the order number; page numbers at the foot.
 */
export async function renderPurchaseOrderPdf(data: PurchaseOrderPdfData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { order, language } = data;
  const l = pdfLabels[language];
  const p = purchaseOrderLabels[language];
  const date = (iso: string) => formatDate(iso, language, 'short');
  const m = (value: string, places = 2) => plain(formatMoney(value, language, places));
  const n = (value: string) => plain(formatNumber(value, language));
  const { doc, done } = startPdf(`${p.title} ${order.poNumber}`, data.seller.name, options.compress ?? true);
  documentHeader(doc, { seller: data.seller, buyer: data.supplier, logo: data.logo }, l, p.title, [
    [p.number, order.poNumber],
    [p.date, date(order.orderDate)],
    ...(order.expectedDate ? [[p.expected, date(order.expectedDate)] as [string, string]] : []),
    ...(data.supplier.accountNumber ? [[p.supplierNumber, data.supplier.accountNumber] as [string, string]] : []),
    [p.paymentTerms, fill(p.days, { days: String(order.paymentTerms) })],
  ]);
  type Line = PurchaseOrder['lines'][number];
  const right = 'right' as const;
  const table: Array<PdfTableColumn<Line>> = [
    { title: p.itemNumber, ...columns.itemNumber, cell: (line) => line.sku },
    { title: p.item, ...columns.item, cell: (line) => line.description },
    { title: p.packages, ...columns.packages, align: right, cell: (line) => n(line.quantity) },
    { title: p.perPackage, ...columns.perPackage, align: right, cell: (line) => `${n(line.packageAmount)} ${line.unit}` },
    { title: p.pricePerPackage, ...columns.price, align: right, cell: (line) => m(line.price, 4) },
    { title: l.vat, ...columns.vat, align: right, cell: (line) => plain(formatPercent(String(line.vatRate), language)) },
    { title: l.amount, ...columns.amount, align: right, cell: (line) => m(line.net) },
  ];
  drawTable(doc, table, order.lines);
  if (doc.y + 100 > bottom) doc.addPage();
  totalRows(doc, [
    [l.subtotal, m(order.net), false],
    [l.vatTotal, m(order.vat), false],
    [l.total, m(order.gross), true],
  ]);
  doc.y += 14;
  if (order.notes) {
    doc.text(order.notes, page.margin, doc.y, { width: 495 });
    doc.y += 6;
  }
  doc.text(fill(p.reference, { number: order.poNumber }), page.margin, doc.y, { width: 495 });
  pageFooters(doc, order.poNumber, l.page);
  doc.end();
  return done;
}
