import type { PackageType } from '@wb/contract/packages';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney, formatNumber } from '@wb/domain/format/numbers';
import { bottom, documentHeader, type InvoicePdfData, page, pageFooters, startPdf } from '../invoices/invoice-pdf';
import { drawTable, type PdfTableColumn, plainSpaces as plain } from '../invoices/pdf-table';
import { fill, type PdfLanguage, pdfLabels } from '../invoices/invoice-pdf-labels';

type TypeRef = { packageType: PackageType; name: string | null };
export type StatementTypeLine = TypeRef & { count: number; value: string };
export type StatementTransaction = TypeRef & {
  date: string;
  reference: string;
  notes: string;
  delivered: number;
  received: number;
  net: number;
  value: string;
};

export type PackageStatementData = Pick<InvoicePdfData, 'seller' | 'buyer' | 'logo'> & {
  language: PdfLanguage;
  from: string;
  to: string;
  /** Per type: what was out at the start of the day `from`, and at the end of `to`. */
  opening: StatementTypeLine[];
  closing: StatementTypeLine[];
  transactions: StatementTransaction[];
  /** More transactions in the period than the statement lists (the first ones are shown). */
  truncated: boolean;
};

export const statementLabels = {
  nl: {
    title: 'Emballageoverzicht',
    period: 'Periode',
    periodValue: '{from} t/m {to}',
    opening: 'Beginsaldo op {date}',
    closing: 'Eindsaldo op {date}',
    none: 'Geen emballage bij u.',
    date: 'Datum',
    type: 'Soort',
    reference: 'Referentie',
    delivered: 'Geleverd',
    received: 'Retour',
    net: 'Saldo',
    value: 'Waarde',
    noTransactions: 'Geen mutaties in deze periode.',
    truncated: 'Alleen de eerste {count} mutaties staan op dit overzicht.',
    balanceLine: '{name}: {count} ({value})',
  },
  en: {
    title: 'Returnable packages statement',
    period: 'Period',
    periodValue: '{from} to {to}',
    opening: 'Opening balance on {date}',
    closing: 'Closing balance on {date}',
    none: 'No returnable packages with you.',
    date: 'Date',
    type: 'Type',
    reference: 'Reference',
    delivered: 'Delivered',
    received: 'Returned',
    net: 'Net',
    value: 'Value',
    noTransactions: 'No movements in this period.',
    truncated: 'Only the first {count} movements are on this statement.',
    balanceLine: '{name}: {count} ({value})',
  },
} as const;

const cols = {
  date: { x: 50, width: 60 },
  type: { x: 112, width: 90 },
  reference: { x: 204, width: 120 },
  delivered: { x: 326, width: 50 },
  received: { x: 378, width: 50 },
  net: { x: 430, width: 45 },
  value: { x: 477, width: 68 },
} as const;

/**
 * A customer's returnable packages over a period as a PDF: the company header as on an invoice,
 * the balance per type at the start, every movement (delivered, returned, net, value) and the
 * balance at the end; page numbers at the foot.
 */
export async function renderPackageStatementPdf(data: PackageStatementData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { language } = data;
  const l = pdfLabels[language];
  const s = statementLabels[language];
  const date = (iso: string) => formatDate(iso, language, 'short');
  const n = (value: number) => plain(formatNumber(String(value), language));
  const m = (value: string) => plain(formatMoney(value, language));
  const typeName = (t: TypeRef) => (t.packageType === 'custom' ? (t.name ?? '') : l[t.packageType]);
  const { doc, done } = startPdf(`${s.title} ${data.buyer.accountNumber}`, data.seller.name, options.compress ?? true);
  documentHeader(doc, data, l, s.title, [
    [s.period, fill(s.periodValue, { from: date(data.from), to: date(data.to) })],
    [l.customerNumber, data.buyer.accountNumber],
  ]);
  const balance = (title: string, lines: StatementTypeLine[]) => {
    if (doc.y + 30 + 12 * lines.length > bottom) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(9).text(title, page.margin, doc.y, { width: 495 });
    doc.font('Helvetica').fontSize(9);
    const out = lines.filter((line) => line.count !== 0);
    if (out.length === 0) doc.text(s.none, page.margin, doc.y, { width: 495 });
    for (const line of out)
      doc.text(fill(s.balanceLine, { name: typeName(line), count: n(line.count), value: m(line.value) }), page.margin, doc.y, {
        width: 495,
      });
    doc.y += 8;
  };
  balance(fill(s.opening, { date: date(data.from) }), data.opening);
  const right = 'right' as const;
  const table: Array<PdfTableColumn<StatementTransaction>> = [
    { title: s.date, ...cols.date, cell: (tx) => date(tx.date) },
    { title: s.type, ...cols.type, cell: (tx) => typeName(tx) },
    { title: s.reference, ...cols.reference, cell: (tx) => [tx.reference, tx.notes].filter(Boolean).join(' · ') },
    { title: s.delivered, ...cols.delivered, align: right, cell: (tx) => n(tx.delivered) },
    { title: s.received, ...cols.received, align: right, cell: (tx) => n(tx.received) },
    { title: s.net, ...cols.net, align: right, cell: (tx) => n(tx.net) },
    { title: s.value, ...cols.value, align: right, cell: (tx) => m(tx.value) },
  ];
  drawTable(doc, table, data.transactions, { headerHeight: 10, empty: s.noTransactions });
  if (data.truncated) doc.text(fill(s.truncated, { count: data.transactions.length }), page.margin, doc.y + 4, { width: 495 });
  doc.y += 12;
  balance(fill(s.closing, { date: date(data.to) }), data.closing);
  pageFooters(doc, `${s.title} ${data.buyer.accountNumber}`, l.page);
  doc.end();
  return done;
}
