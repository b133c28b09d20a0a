import type { PurchaseOrder } from '@wb/contract/purchase-orders';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney, formatNumber, formatPercent } from '@wb/domain/format/numbers';
import { bottom, type Doc, documentHeader, type InvoicePdfData, page, pageFooters, startPdf, totalRows } from '../invoices/invoice-pdf';
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

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
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
  const tableHeader = (d: Doc) => {
    d.font('Helvetica-Bold').fontSize(8);
    const y = d.y;
    d.text(p.itemNumber, columns.itemNumber.x, y, { width: columns.itemNumber.width });
    d.text(p.item, columns.item.x, y, { width: columns.item.width });
    d.text(p.packages, columns.packages.x, y, { width: columns.packages.width, align: 'right' });
    d.text(p.perPackage, columns.perPackage.x, y, { width: columns.perPackage.width, align: 'right' });
    d.text(p.pricePerPackage, columns.price.x, y, { width: columns.price.width, align: 'right' });
    d.text(l.vat, columns.vat.x, y, { width: columns.vat.width, align: 'right' });
    d.text(l.amount, columns.amount.x, y, { width: columns.amount.width, align: 'right' });
    const lineY = Math.max(d.y, y + 20) + 2;
    d.moveTo(page.margin, lineY)
      .lineTo(page.width - page.margin, lineY)
      .lineWidth(0.5)
      .stroke();
    d.font('Helvetica').fontSize(9);
    d.y = lineY + 4;
  };
  tableHeader(doc);
  for (const line of order.lines) {
    if (doc.y + 24 > bottom) {
      doc.addPage();
      tableHeader(doc);
    }
    const y = doc.y;
    doc.text(line.sku, columns.itemNumber.x, y, { width: columns.itemNumber.width });
    let after = doc.y;
    doc.text(line.description, columns.item.x, y, { width: columns.item.width });
    after = Math.max(after, doc.y);
    doc.text(n(line.quantity), columns.packages.x, y, { width: columns.packages.width, align: 'right' });
    doc.text(`${n(line.packageAmount)} ${line.unit}`, columns.perPackage.x, y, { width: columns.perPackage.width, align: 'right' });
    doc.text(m(line.price, 4), columns.price.x, y, { width: columns.price.width, align: 'right' });
    doc.text(plain(formatPercent(String(line.vatRate), language)), columns.vat.x, y, { width: columns.vat.width, align: 'right' });
    doc.text(m(line.net), columns.amount.x, y, { width: columns.amount.width, align: 'right' });
    doc.y = Math.max(after, doc.y, y + 12) + 2;
  }
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
