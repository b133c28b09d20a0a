import { bottom, type Doc, page } from './invoice-pdf';

/**
 * The app's formats print a no-break space where the PDF's built-in fonts draw a gap of their
 * own: every document PDF writes plain spaces.
 */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A column of a document's table: its title, where it sits, and what a row shows in it. */
export type PdfTableColumn<Row> = {
  title: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
  cell: (row: Row) => string;
};

/** The titles in bold over a rule; the row text after it in the body font. */
function tableHeader<Row>(doc: Doc, columns: ReadonlyArray<PdfTableColumn<Row>>, headerHeight: number): void {
  doc.font('Helvetica-Bold').fontSize(8);
  const y = doc.y;
  for (const c of columns) doc.text(c.title, c.x, y, { width: c.width, align: c.align ?? 'left' });
  const lineY = Math.max(doc.y, y + headerHeight) + 2;
  doc
    .moveTo(page.margin, lineY)
    .lineTo(page.width - page.margin, lineY)
    .lineWidth(0.5)
    .stroke();
  doc.font('Helvetica').fontSize(9);
  doc.y = lineY + 4;
}

/**
 * A document's table (a quote's, a purchase order's, an order confirmation's, a package
 * statement's): the header repeats on every page, a row is as tall as its tallest cell, and
 * `below` may write a small line under a row (its lots, say), from the column `belowAt`.
 */
export function drawTable<Row>(
  doc: Doc,
  columns: ReadonlyArray<PdfTableColumn<Row>>,
  rows: readonly Row[],
  options: { headerHeight?: number; empty?: string; below?: (row: Row) => string; belowAt?: number } = {},
): void {
  const headerHeight = options.headerHeight ?? 20;
  tableHeader(doc, columns, headerHeight);
  if (rows.length === 0 && options.empty) doc.text(options.empty, page.margin, doc.y, { width: page.width - 2 * page.margin });
  for (const row of rows) {
    if (doc.y + 24 > bottom) {
      doc.addPage();
      tableHeader(doc, columns, headerHeight);
    }
    const y = doc.y;
    let after = y + 12;
    for (const c of columns) {
      doc.text(c.cell(row), c.x, y, { width: c.width, align: c.align ?? 'left' });
      after = Math.max(after, doc.y);
    }
    doc.y = after;
    const note = options.below?.(row);
    if (note) {
      const x = columns[options.belowAt ?? 0]?.x ?? page.margin;
      doc.fontSize(7).text(note, x, doc.y, { width: page.width - page.margin - x });
      doc.fontSize(9);
    }
    doc.y += 2;
  }
}
