import type { Invoice } from '@wb/contract/invoices';
import { formatIban } from '@wb/domain/dutch-formats';
import { epcQrPayload } from '@wb/domain/epc-qr';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney, formatNumber, formatPercent } from '@wb/domain/format/numbers';
import { money as decimal } from '@wb/domain/money';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fill, type PdfLabels, type PdfLanguage, pdfLabels } from './invoice-pdf-labels';

export type PdfParty = {
  name: string;
  lines: string[];
  vatNumber: string;
  country: string;
};

export type InvoicePdfData = {
  invoice: Invoice;
  seller: PdfParty & { kvk: string; iban: string; bic: string; contact: string[] };
  buyer: PdfParty & { accountNumber: string };
  /** A Buffer, or a Uint8Array once the data crossed to a worker thread. */
  logo: { content: Uint8Array; contentType: string } | null;
  language: PdfLanguage;
  /**
   * The customer's returnable packages at the delivery (issue 27): per type with a balance, its count
   * out and value; absent or null when the customer never had packages.
   */
  packageBalance?: PdfPackageBalance | null;
};

export type PdfPackageBalance = {
  date: string;
  lines: Array<{
    packageType: 'chicken_crate' | 'block_pallet' | 'euro_pallet' | 'custom';
    name: string | null;
    count: number;
    value: string;
  }>;
};

export const page = { width: 595.28, height: 841.89, margin: 50 };
export const bottom = page.height - page.margin - 30;
/** Table columns: x and width, from the left margin. */
const columns = {
  description: { x: 50, width: 190 },
  quantity: { x: 240, width: 50 },
  unit: { x: 292, width: 40 },
  price: { x: 334, width: 65 },
  discount: { x: 401, width: 40 },
  vat: { x: 443, width: 30 },
  amount: { x: 475, width: 70 },
} as const;

/**
 * The app's formats (packages/domain/src/format), with plain spaces for the PDF's built-in fonts,
 * which draw a no-break space as a gap of their own.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const money = (value: string, language: PdfLanguage, maxDecimals = 2) => plain(formatMoney(value, language, maxDecimals));
const percent = (value: string, language: PdfLanguage) => plain(formatPercent(value, language));
const quantity = (value: string, language: PdfLanguage) => plain(formatNumber(value, language));
const date = (iso: string, language: PdfLanguage) => formatDate(iso, language, 'short');

/** An amount as the PDF prints it, rounded half-up to cents (a unit price of 49.5868 prints as € 49,59, as its line total counts it). */
export const pdfMoney = (value: string, language: PdfLanguage) => money(value, language);

export type Doc = PDFKit.PDFDocument;

function tableHeader(doc: Doc, l: PdfLabels): void {
  doc.font('Helvetica-Bold').fontSize(8);
  const y = doc.y;
  doc.text(l.description, columns.description.x, y, { width: columns.description.width });
  doc.text(l.quantity, columns.quantity.x, y, { width: columns.quantity.width, align: 'right' });
  doc.text(l.unit, columns.unit.x, y, { width: columns.unit.width });
  doc.text(l.price, columns.price.x, y, { width: columns.price.width, align: 'right' });
  doc.text(l.discount, columns.discount.x, y, { width: columns.discount.width, align: 'right' });
  doc.text(l.vat, columns.vat.x, y, { width: columns.vat.width, align: 'right' });
  doc.text(l.amount, columns.amount.x, y, { width: columns.amount.width, align: 'right' });
  const lineY = Math.max(doc.y, y + 20) + 2;
  doc
    .moveTo(page.margin, lineY)
    .lineTo(page.width - page.margin, lineY)
    .lineWidth(0.5)
    .stroke();
  doc.font('Helvetica').fontSize(9);
  doc.y = lineY + 4;
}

/** The parties of a document (invoice, quote): logo and seller on the right, buyer on the left, the title and facts under the seller. */
export function documentHeader(
  doc: Doc,
  data: Pick<InvoicePdfData, 'seller' | 'buyer' | 'logo'>,
  l: Pick<PdfLabels, 'kvk' | 'vatId' | 'iban' | 'bic'>,
  title: string,
  facts: Array<[string, string]>,
): void {
  const { seller, buyer } = data;
  if (data.logo && /png|jpe?g/.test(data.logo.contentType)) {
    try {
      const { content } = data.logo;
      const image = Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
      doc.image(image, page.margin, page.margin, { fit: [160, 60] });
    } catch {
      // A logo the PDF library cannot read is left out rather than failing the document.
    }
  }
  doc.font('Helvetica-Bold').fontSize(10).text(seller.name, 330, page.margin, { width: 215, align: 'right' });
  doc.font('Helvetica').fontSize(8);
  const sellerLines = [
    ...seller.lines,
    ...seller.contact,
    seller.kvk ? `${l.kvk}: ${seller.kvk}` : '',
    seller.vatNumber ? `${l.vatId}: ${seller.vatNumber}` : '',
    seller.iban ? `${l.iban}: ${seller.iban}${seller.bic ? ` (${l.bic} ${seller.bic})` : ''}` : '',
  ].filter(Boolean);
  for (const line of sellerLines) doc.text(line, 330, undefined, { width: 215, align: 'right' });

  const top = Math.max(doc.y, 140) + 10;
  doc.font('Helvetica-Bold').fontSize(10).text(buyer.name, page.margin, top, { width: 250 });
  doc.font('Helvetica').fontSize(9);
  for (const line of buyer.lines.filter(Boolean)) doc.text(line, { width: 250 });
  if (buyer.vatNumber) doc.text(`${l.vatId}: ${buyer.vatNumber}`, { width: 250 });
  const buyerBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(16).text(title, 330, top, { width: 215, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, 330, undefined, { width: 215, align: 'right' });
  doc.y = Math.max(doc.y, buyerBottom) + 20;
}

function header(doc: Doc, data: InvoicePdfData, l: PdfLabels): void {
  const { invoice, buyer, language } = data;
  const title = invoice.kind === 'credit_note' ? l.creditNote : invoice.status === 'draft' ? l.proForma : l.invoice;
  const facts: Array<[string, string]> = [
    [l.number, invoice.invoiceNumber ?? '—'],
    [l.date, date(invoice.invoiceDate, language)],
    ...(invoice.deliveryDate ? ([[l.deliveryDate, date(invoice.deliveryDate, language)]] as Array<[string, string]>) : []),
    ...(invoice.deliveryCountry && invoice.deliveryCountry !== buyer.country
      ? ([[l.deliveryCountry, invoice.deliveryCountry]] as Array<[string, string]>)
      : []),
    ...(invoice.kind === 'invoice' ? ([[l.dueDate, date(invoice.dueDate, language)]] as Array<[string, string]>) : []),
    [l.customerNumber, buyer.accountNumber],
    ...(invoice.reference ? ([[l.reference, invoice.reference]] as Array<[string, string]>) : []),
  ];
  if (invoice.creditedInvoice) facts.push([l.creditFor, invoice.creditedInvoice.invoiceNumber ?? '—']);
  documentHeader(doc, data, l, title, facts);
}

function lineRow(doc: Doc, line: Invoice['lines'][number], language: PdfLanguage): void {
  const y = doc.y;
  const discount = line.discount && Number(line.discount) !== 0 ? percent(line.discount, language) : '';
  const text = line.itemNumber ? `${line.itemNumber} ${line.description}` : line.description;
  doc.text(text, columns.description.x, y, { width: columns.description.width });
  const after = doc.y;
  doc.text(quantity(line.quantity, language), columns.quantity.x, y, { width: columns.quantity.width, align: 'right' });
  doc.text(line.unit, columns.unit.x, y, { width: columns.unit.width });
  doc.text(money(line.price, language, 4), columns.price.x, y, { width: columns.price.width, align: 'right' });
  doc.text(discount, columns.discount.x, y, { width: columns.discount.width, align: 'right' });
  doc.text(percent(String(line.vatRate), language), columns.vat.x, y, { width: columns.vat.width, align: 'right' });
  doc.text(money(line.lineNet, language), columns.amount.x, y, { width: columns.amount.width, align: 'right' });
  doc.y = Math.max(after, y + 12) + 2;
}

function totals(doc: Doc, data: InvoicePdfData, l: PdfLabels): void {
  const { invoice, language } = data;
  const rows: Array<[string, string, boolean]> = [[l.subtotal, money(invoice.totals.net, language), false]];
  for (const v of invoice.totals.vatBreakdown) {
    rows.push([
      `${fill(l.vatAt, { rate: percent(String(v.rate), language) })} ${l.vatBase.toLowerCase()} ${money(v.base, language)}`,
      money(v.vat, language),
      false,
    ]);
  }
  rows.push([l.vatTotal, money(invoice.totals.vat, language), false]);
  rows.push([l.total, money(invoice.totals.gross, language), true]);
  totalRows(doc, rows);
}

/** Total rows (label, amount, bold) under a rule, right-aligned under the table (an invoice's, a quote's). */
export function totalRows(doc: Doc, rows: Array<[string, string, boolean]>): void {
  doc.y += 6;
  doc
    .moveTo(300, doc.y)
    .lineTo(page.width - page.margin, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.y += 6;
  for (const [label, value, bold] of rows) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, 260, y, { width: 200, align: 'right' });
    doc.text(value, 465, y, { width: 80, align: 'right' });
    doc.y = Math.max(doc.y, y + 12) + 2;
  }
  doc.font('Helvetica').fontSize(9);
}

/**
 * The QR code drawn as vector squares (one rectangle per run of dark modules in a row, one fill):
 * sharper than a picture, and no PNG to encode and for pdfkit to decode again for every invoice.
 * A quiet zone of one module, as before.
 */
function drawQr(doc: Doc, payload: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const cell = size / (count + 2);
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      doc.rect(x + (start + 1) * cell, y + (row + 1) * cell, (col - start) * cell, cell);
    }
  }
  doc.fillColor('black').fill();
}

/** The customer's package balance after this delivery, under the totals (issue 27). */
export function packageBalanceBlock(doc: Doc, balance: PdfPackageBalance | null | undefined, l: PdfLabels, language: PdfLanguage): void {
  if (!balance) return;
  if (doc.y + 30 + 12 * balance.lines.length > bottom) doc.addPage();
  doc.y += 10;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(fill(l.packageBalance, { date: date(balance.date, language) }), page.margin, doc.y, { width: 495 });
  doc.font('Helvetica').fontSize(9);
  if (balance.lines.length === 0) doc.text(l.packageBalanced, page.margin, doc.y, { width: 495 });
  for (const line of balance.lines) {
    const name = line.packageType === 'custom' ? (line.name ?? '') : l[line.packageType];
    doc.text(
      fill(l.packageLine, { name, count: quantity(String(line.count), language), value: money(line.value, language) }),
      page.margin,
      doc.y,
      {
        width: 495,
      },
    );
  }
}

function paymentBlock(doc: Doc, data: InvoicePdfData, l: PdfLabels): void {
  const { invoice, seller, buyer, language } = data;
  doc.y += 14;
  if (invoice.totals.vatBreakdown.some((v) => v.rate === 0) && buyer.vatNumber && buyer.country && buyer.country !== 'NL') {
    doc.text(l.intraEu, page.margin, doc.y, { width: 495 });
    doc.y += 6;
  }
  if (invoice.notes) {
    doc.text(invoice.notes, page.margin, doc.y, { width: 495 });
    doc.y += 6;
  }
  const gross = invoice.totals.gross;
  if (invoice.kind === 'credit_note' || gross.startsWith('-')) {
    doc.text(fill(l.refund, { amount: money(gross.replace('-', ''), language) }), page.margin, doc.y, { width: 495 });
    return;
  }
  // What is asked is what is still open (a draft, a pro forma, asks its total); a paid invoice asks nothing.
  const open = invoice.status === 'draft' ? gross : invoice.outstandingAmount;
  if (decimal(open).lte(0)) {
    doc.text(l.paid, page.margin, doc.y, { width: 495 });
    return;
  }
  const number = invoice.invoiceNumber ?? '';
  doc.text(
    fill(l.payBy, {
      amount: money(open, language),
      due: date(invoice.dueDate, language),
      terms: invoice.paymentTerms,
      iban: seller.iban ? formatIban(seller.iban) : '—',
      name: seller.name,
      number: number || l.proForma,
    }),
    page.margin,
    doc.y,
    { width: 330 },
  );
  const payload = number
    ? epcQrPayload({ name: seller.name, iban: seller.iban, bic: seller.bic, amount: open, remittance: `${l.invoice} ${number}` })
    : null;
  if (!payload) return;
  if (doc.y + 110 > bottom) doc.addPage();
  const y = Math.max(doc.y - 40, page.margin);
  drawQr(doc, payload, page.width - page.margin - 95, y, 95);
  doc.fontSize(7).text(l.scanToPay, page.width - page.margin - 95, y + 97, { width: 95, align: 'center' });
  doc.fontSize(9);
}

/** "INV-1001 · Page 1 of 2" at the foot of every page (the document must buffer its pages). */
export function pageFooters(doc: Doc, name: string, pageLabel: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: lift the margin so writing there adds no page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7);
    const label = `${name} · ${fill(pageLabel, { page: i + 1, pages: range.count })}`;
    doc.text(label, page.margin, page.height - page.margin + 10, { width: 495, align: 'center', lineBreak: false });
  }
}

/** A PDF document of the app's page and the bytes it makes once ended. */
export function startPdf(title: string, author: string, compress = true): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    bufferPages: true,
    compress,
    info: { Title: title, Author: author, Producer: 'Wholesale back office' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * The invoice as a PDF: seller with logo, KvK, VAT id and IBAN; buyer with address and VAT id;
 * number, dates, lines (the table header repeats on every page), VAT per rate, totals, payment
 * terms and an EPC QR code to pay by bank transfer; page numbers at the foot.
 */
export async function renderInvoicePdf(data: InvoicePdfData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const l = pdfLabels[data.language];
  const { doc, done } = startPdf(`${l.invoice} ${data.invoice.invoiceNumber ?? ''}`.trim(), data.seller.name, options.compress ?? true);

  header(doc, data, l);
  tableHeader(doc, l);
  for (const line of data.invoice.lines) {
    if (doc.y + 24 > bottom) {
      doc.addPage();
      tableHeader(doc, l);
    }
    lineRow(doc, line, data.language);
  }
  if (doc.y + 120 > bottom) doc.addPage();
  totals(doc, data, l);
  packageBalanceBlock(doc, data.packageBalance, l, data.language);
  paymentBlock(doc, data, l);

  pageFooters(doc, data.invoice.invoiceNumber ?? l.proForma, l.page);
  doc.end();
  return done;
}
