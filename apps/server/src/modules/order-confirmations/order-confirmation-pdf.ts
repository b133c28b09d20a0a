import type { Order } from '@wb/contract/orders';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney, formatNumber, formatPercent } from '@wb/domain/format/numbers';
import {
  bottom,
  documentHeader,
  type InvoicePdfData,
  packageBalanceBlock,
  page,
  pageFooters,
  startPdf,
  totalRows,
} from '../invoices/invoice-pdf';
import { fill, type PdfLanguage, pdfLabels } from '../invoices/invoice-pdf-labels';
import { drawTable, type PdfTableColumn, plainSpaces as plain } from '../invoices/pdf-table';

export type OrderConfirmationPdfData = Pick<InvoicePdfData, 'seller' | 'buyer' | 'logo' | 'packageBalance'> & {
  order: Order;
  language: PdfLanguage;
};

/** The order confirmation's own printed words; the rest are the invoice's (pdfLabels). */
export const confirmationLabels = {
  nl: {
    title: 'Orderbevestiging',
    number: 'Ordernummer',
    date: 'Orderdatum',
    deliveryDate: 'Leverdatum',
    itemNumber: 'Artikelnr.',
    item: 'Artikel',
    lots: 'Partij {lots}',
    lot: '{lot} (THT {date})',
    thanks: 'Hartelijk dank voor uw order {number}. Wij leveren zoals hierboven bevestigd.',
  },
  en: {
    title: 'Order confirmation',
    number: 'Order number',
    date: 'Order date',
    deliveryDate: 'Delivery date',
    itemNumber: 'Item no.',
    item: 'Item',
    lots: 'Lot {lots}',
    lot: '{lot} (best before {date})',
    thanks: 'Thank you for your order {number}. We deliver as confirmed above.',
  },
} as const;

const columns = {
  itemNumber: { x: 50, width: 58 },
  item: { x: 110, width: 140 },
  quantity: { x: 252, width: 45 },
  unit: { x: 299, width: 36 },
  price: { x: 337, width: 55 },
  discount: { x: 394, width: 36 },
  vat: { x: 432, width: 36 },
  amount: { x: 470, width: 75 },
} as const;

/**
 * The order confirmation as a PDF in the customer's language: the company header as on an
 * invoice, order and delivery date, the lines with the lots they take (first expired, first out),
 * totals per VAT rate and the customer's returnable packages; page numbers at the foot.
 */
export async function renderOrderConfirmationPdf(data: OrderConfirmationPdfData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { order, language } = data;
  const l = pdfLabels[language];
  const c = confirmationLabels[language];
  const date = (iso: string) => formatDate(iso, language, 'short');
  const m = (value: string, places = 2) => plain(formatMoney(value, language, places));
  const n = (value: string) => plain(formatNumber(value, language));
  const { doc, done } = startPdf(`${c.title} ${order.orderNumber}`, data.seller.name, options.compress ?? true);
  documentHeader(doc, data, l, c.title, [
    [c.number, order.orderNumber],
    [c.date, date(order.orderDate)],
    ...(order.deliveryDate ? [[c.deliveryDate, date(order.deliveryDate)] as [string, string]] : []),
    [l.customerNumber, data.buyer.accountNumber],
  ]);
  type Line = Order['lines'][number];
  const right = 'right' as const;
  const table: Array<PdfTableColumn<Line>> = [
    { title: c.itemNumber, ...columns.itemNumber, cell: (line) => line.itemNumber },
    { title: c.item, ...columns.item, cell: (line) => line.name },
    { title: l.quantity, ...columns.quantity, align: right, cell: (line) => n(line.amount) },
    { title: l.unit, ...columns.unit, cell: (line) => line.unit },
    { title: l.price, ...columns.price, align: right, cell: (line) => m(line.price, 4) },
    {
      title: l.discount,
      ...columns.discount,
      align: right,
      cell: (line) => (Number(line.discount) ? plain(formatPercent(line.discount, language)) : ''),
    },
    { title: l.vat, ...columns.vat, align: right, cell: (line) => plain(formatPercent(String(line.vatRate), language)) },
    { title: l.amount, ...columns.amount, align: right, cell: (line) => m(line.lineNet) },
  ];
  const lots = (line: Line) =>
    line.lots.length
      ? fill(c.lots, {
          lots: line.lots
            .map(
              (lot) =>
                `${lot.expiryDate ? fill(c.lot, { lot: lot.lotNumber, date: date(lot.expiryDate) }) : lot.lotNumber}: ${n(lot.quantity)}`,
            )
            .join(', '),
        })
      : '';
  drawTable(doc, table, order.lines, { below: lots, belowAt: 1 });
  if (doc.y + 120 > bottom) doc.addPage();
  const rows: Array<[string, string, boolean]> = [[l.subtotal, m(order.totals.net), false]];
  for (const v of order.totals.vatBreakdown) {
    rows.push([fill(l.vatAt, { rate: plain(formatPercent(String(v.rate), language)) }), m(v.vat), false]);
  }
  rows.push([l.total, m(order.totals.gross), true]);
  totalRows(doc, rows);
  packageBalanceBlock(doc, data.packageBalance, l, language);
  doc.y += 14;
  if (order.notes) {
    doc.text(order.notes, page.margin, doc.y, { width: 495 });
    doc.y += 6;
  }
  doc.text(fill(c.thanks, { number: order.orderNumber }), page.margin, doc.y, { width: 495 });
  pageFooters(doc, order.orderNumber, l.page);
  doc.end();
  return done;
}
