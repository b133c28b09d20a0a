import type { CashBook } from '@wb/contract/cash-book';
import { formatDate } from '@wb/domain/format/dates';
import { formatMoney } from '@wb/domain/format/numbers';
import { type Doc, bottom, page, pageFooters, startPdf } from '@/modules/invoices/invoice-pdf';
import type { PdfLanguage } from '@/modules/invoices/invoice-pdf-labels';

const labels = {
  nl: {
    title: 'Kasboek',
    company: 'Bedrijf',
    ledger: 'Kasboek',
    month: 'Maand',
    date: 'Datum',
    description: 'Omschrijving',
    kind: 'Soort',
    in: 'Ontvangen',
    out: 'Uitgegeven',
    balance: 'Saldo',
    opening: 'Beginsaldo',
    closing: 'Eindsaldo',
    totals: 'Totalen',
    dayCloses: 'Dagafsluitingen',
    counted: 'geteld',
    difference: 'verschil',
    receipt: 'bon',
    page: 'Pagina {page} van {pages}',
    kinds: { income: 'ontvangst', expense: 'uitgave', deposit: 'afstorting bank', difference: 'kasverschil', other: 'overig' },
  },
  en: {
    title: 'Cash book',
    company: 'Company',
    ledger: 'Ledger',
    month: 'Month',
    date: 'Date',
    description: 'Description',
    kind: 'Kind',
    in: 'In',
    out: 'Out',
    balance: 'Balance',
    opening: 'Opening balance',
    closing: 'Closing balance',
    totals: 'Totals',
    dayCloses: 'Day closings',
    counted: 'counted',
    difference: 'difference',
    receipt: 'receipt',
    page: 'Page {page} of {pages}',
    kinds: { income: 'cash in', expense: 'expense', deposit: 'bank deposit', difference: 'counting difference', other: 'other' },
  },
} as const;

export type CashBookPdfData = { book: CashBook; companyName: string; ledgerName: string; month: string; language: PdfLanguage };

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const cols = { date: 50, description: 105, kind: 290, in: 360, out: 420, balance: 480 } as const;

/** A ledger's month for the accountant: every entry with the running balance, the totals and the day closings. */
export async function renderCashBookPdf(data: CashBookPdfData): Promise<Buffer> {
  const l = labels[data.language];
  const m = (value: string) => plain(formatMoney(value, data.language));
  const d = (iso: string) => formatDate(iso, data.language, 'short');
  const { doc, done } = startPdf(`${l.title} ${data.ledgerName} ${data.month}`, data.companyName);
  doc.font('Helvetica-Bold').fontSize(16).text(`${l.title} ${data.month}`, page.margin, page.margin);
  doc.font('Helvetica').fontSize(9).moveDown(0.5);
  doc.text(`${l.company}: ${data.companyName}`);
  doc.text(`${l.ledger}: ${data.ledgerName}`);
  doc.moveDown();
  const header = (x: Doc) => {
    x.font('Helvetica-Bold').fontSize(8);
    const y = x.y;
    x.text(l.date, cols.date, y, { width: 50 });
    x.text(l.description, cols.description, y, { width: 180 });
    x.text(l.kind, cols.kind, y, { width: 68 });
    x.text(l.in, cols.in, y, { width: 58, align: 'right' });
    x.text(l.out, cols.out, y, { width: 58, align: 'right' });
    x.text(l.balance, cols.balance, y, { width: 65, align: 'right' });
    x.moveTo(page.margin, y + 12)
      .lineTo(page.width - page.margin, y + 12)
      .lineWidth(0.5)
      .stroke();
    x.font('Helvetica').fontSize(8);
    x.y = y + 16;
  };
  header(doc);
  const row = (cells: { date?: string; description: string; kind?: string; in?: string; out?: string; balance: string }) => {
    if (doc.y + 20 > bottom) {
      doc.addPage();
      header(doc);
    }
    const y = doc.y;
    doc.text(cells.date ?? '', cols.date, y, { width: 50 });
    doc.text(cells.description, cols.description, y, { width: 180 });
    const after = doc.y;
    doc.text(cells.kind ?? '', cols.kind, y, { width: 68 });
    doc.text(cells.in ?? '', cols.in, y, { width: 58, align: 'right' });
    doc.text(cells.out ?? '', cols.out, y, { width: 58, align: 'right' });
    doc.text(cells.balance, cols.balance, y, { width: 65, align: 'right' });
    doc.y = Math.max(after, y + 11) + 2;
  };
  row({ description: l.opening, balance: m(data.book.periodOpening) });
  for (const e of data.book.entries) {
    const out = e.amount.startsWith('-');
    row({
      date: d(e.entryDate),
      description: [e.description, e.invoiceNumber, e.hasReceipt ? `(${l.receipt})` : ''].filter(Boolean).join(' · '),
      kind: l.kinds[e.kind],
      in: out ? '' : m(e.amount),
      out: out ? m(e.amount.slice(1)) : '',
      balance: m(e.balance),
    });
  }
  doc.font('Helvetica-Bold');
  row({ description: l.totals, in: m(data.book.totalIn), out: m(data.book.totalOut), balance: '' });
  row({ description: l.closing, balance: m(data.book.closingBalance) });
  doc.font('Helvetica');
  if (data.book.dayCloses.length) {
    doc.moveDown().font('Helvetica-Bold').fontSize(10).text(l.dayCloses, page.margin);
    doc.font('Helvetica').fontSize(8);
    for (const c of data.book.dayCloses) {
      const reason = c.reason ? ` (${c.reason})` : '';
      doc.text(`${d(c.day)}: ${l.balance} ${m(c.bookBalance)}, ${l.counted} ${m(c.counted)}, ${l.difference} ${m(c.difference)}${reason}`, {
        width: 495,
      });
    }
  }
  pageFooters(doc, `${l.title} ${data.month}`, l.page);
  doc.end();
  return done;
}
