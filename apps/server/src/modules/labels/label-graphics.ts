import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { BarcodeSymbology } from '@wb/contract/labels';
import { gs1BwipText } from './gs1';
import { type ResolvedElement, pointsToMm, tableCells } from './label-layout';

/**
 * The same label as PDF (one page per label, at the label's size) and as SVG (the designer's
 * preview). Barcodes come from bwip-js; positions and sizes are the template's millimetres.
 */
export type LabelPage = { widthMm: number; heightMm: number; elements: ResolvedElement[] };

const bcids: Record<BarcodeSymbology, string> = {
  code128: 'code128',
  'gs1-128': 'gs1-128',
  ean13: 'ean13',
  qr: 'qrcode',
  datamatrix: 'datamatrix',
};

function barcodeOptions(element: ResolvedElement) {
  const symbology = element.symbology ?? 'code128';
  const twoD = symbology === 'qr' || symbology === 'datamatrix';
  const text = symbology === 'gs1-128' ? gs1BwipText(element.gs1 ?? []) : element.content;
  return {
    bcid: bcids[symbology],
    text,
    ...(twoD
      ? {}
      : { height: Math.max(3, element.height - (element.showText === false ? 0 : 4)), includetext: element.showText !== false }),
    ...(symbology === 'qr' ? { eclevel: 'Q' } : {}),
    textxalign: 'center' as const,
  };
}

export function barcodeSvg(element: ResolvedElement): string {
  return bwipjs.toSVG(barcodeOptions(element));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An SVG of one label in mm (viewBox in mm, so it scales without loss). */
export function renderSvg(page: LabelPage): string {
  const parts: string[] = [];
  for (const e of page.elements) {
    const color = e.color ?? '#000000';
    const stroke = e.thickness ?? 0.3;
    const fontMm = pointsToMm(e.fontSize ?? 12);
    const family = e.font === 'mono' ? 'monospace' : 'Helvetica, Arial, sans-serif';
    const weight = e.fontWeight ?? 'normal';
    switch (e.type) {
      case 'text': {
        const anchor = e.align === 'center' ? 'middle' : e.align === 'right' ? 'end' : 'start';
        const tx = e.align === 'center' ? e.x + e.width / 2 : e.align === 'right' ? e.x + e.width : e.x;
        const lines = e.content.split('\n');
        lines.forEach((line, i) => {
          parts.push(
            `<text x="${tx}" y="${e.y + fontMm * (i + 0.85)}" font-family="${family}" font-size="${fontMm}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
          );
        });
        break;
      }
      case 'line':
        parts.push(
          e.width >= e.height
            ? `<line x1="${e.x}" y1="${e.y}" x2="${e.x + e.width}" y2="${e.y}" stroke="${color}" stroke-width="${stroke}"/>`
            : `<line x1="${e.x}" y1="${e.y}" x2="${e.x}" y2="${e.y + e.height}" stroke="${color}" stroke-width="${stroke}"/>`,
        );
        break;
      case 'rectangle':
        parts.push(
          `<rect x="${e.x}" y="${e.y}" width="${e.width}" height="${e.height}" fill="none" stroke="${color}" stroke-width="${stroke}"/>`,
        );
        break;
      case 'image':
        // The picture, or (no logo yet) a dashed outline that only the preview shows.
        parts.push(
          e.image
            ? `<image x="${e.x}" y="${e.y}" width="${e.width}" height="${e.height}" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,${e.image.png.toString('base64')}"/>`
            : `<rect x="${e.x}" y="${e.y}" width="${e.width}" height="${e.height}" fill="none" stroke="#9e9e9e" stroke-width="0.2" stroke-dasharray="1 1"/>`,
        );
        break;
      case 'circle':
        parts.push(
          `<ellipse cx="${e.x + e.width / 2}" cy="${e.y + e.height / 2}" rx="${e.width / 2}" ry="${e.height / 2}" fill="none" stroke="${color}" stroke-width="${stroke}"/>`,
        );
        break;
      case 'table': {
        const rows = tableCells(e.content);
        const columns = Math.max(1, ...rows.map((r) => r.length));
        const cw = e.width / columns;
        const ch = rows.length ? e.height / rows.length : e.height;
        rows.forEach((row, r) => {
          row.forEach((cell, c) => {
            parts.push(
              `<rect x="${e.x + c * cw}" y="${e.y + r * ch}" width="${cw}" height="${ch}" fill="none" stroke="${color}" stroke-width="${stroke}"/>`,
            );
            parts.push(
              `<text x="${e.x + c * cw + 1}" y="${e.y + r * ch + Math.min(fontMm, ch) * 0.9 + 0.5}" font-family="${family}" font-size="${Math.min(fontMm, ch)}" fill="${color}">${escapeXml(cell)}</text>`,
            );
          });
        });
        break;
      }
      case 'barcode': {
        const svg = barcodeSvg(e);
        const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 100 100';
        const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
        parts.push(
          `<svg x="${e.x}" y="${e.y}" width="${e.width}" height="${e.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet" data-barcode="${escapeXml(e.content)}">${inner}</svg>`,
        );
        break;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${page.widthMm}mm" height="${page.heightMm}mm" viewBox="0 0 ${page.widthMm} ${page.heightMm}"><rect width="100%" height="100%" fill="#ffffff"/>${parts.join('')}</svg>`;
}

const pt = (mm: number) => (mm * 72) / 25.4;

/** PDF with one page per label (copies repeat the page). */
export async function renderPdf(pages: Array<LabelPage & { copies: number }>): Promise<Buffer> {
  const first = pages[0];
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: 'Labels' }, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (!first) doc.addPage({ size: [pt(100), pt(150)], margin: 0 });
  for (const page of pages) {
    const images = new Map<ResolvedElement, Buffer>();
    for (const e of page.elements) {
      if (e.type === 'barcode') images.set(e, await bwipjs.toBuffer({ ...barcodeOptions(e), scale: 4 }));
    }
    for (let copy = 0; copy < page.copies; copy++) {
      doc.addPage({ size: [pt(page.widthMm), pt(page.heightMm)], margin: 0 });
      for (const e of page.elements) drawPdfElement(doc, e, images.get(e));
    }
  }
  doc.end();
  return done;
}

function drawPdfElement(doc: PDFKit.PDFDocument, e: ResolvedElement, image: Buffer | undefined): void {
  const color = e.color ?? '#000000';
  const stroke = pt(e.thickness ?? 0.3);
  const font =
    e.font === 'mono' ? (e.fontWeight === 'bold' ? 'Courier-Bold' : 'Courier') : e.fontWeight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
  const size = e.fontSize ?? 12;
  switch (e.type) {
    case 'text':
      doc
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(e.content, pt(e.x), pt(e.y), { width: pt(e.width), height: pt(e.height), align: e.align ?? 'left', lineGap: 0 });
      break;
    case 'line':
      doc.lineWidth(stroke).strokeColor(color);
      if (e.width >= e.height)
        doc
          .moveTo(pt(e.x), pt(e.y))
          .lineTo(pt(e.x + e.width), pt(e.y))
          .stroke();
      else
        doc
          .moveTo(pt(e.x), pt(e.y))
          .lineTo(pt(e.x), pt(e.y + e.height))
          .stroke();
      break;
    case 'rectangle':
      doc.lineWidth(stroke).strokeColor(color).rect(pt(e.x), pt(e.y), pt(e.width), pt(e.height)).stroke();
      break;
    case 'image':
      if (e.image) doc.image(e.image.png, pt(e.x), pt(e.y), { fit: [pt(e.width), pt(e.height)], align: 'center', valign: 'center' });
      break;
    case 'circle':
      doc
        .lineWidth(stroke)
        .strokeColor(color)
        .ellipse(pt(e.x + e.width / 2), pt(e.y + e.height / 2), pt(e.width / 2), pt(e.height / 2))
        .stroke();
      break;
    case 'table': {
      const rows = tableCells(e.content);
      const columns = Math.max(1, ...rows.map((r) => r.length));
      const cw = e.width / columns;
      const ch = rows.length ? e.height / rows.length : e.height;
      rows.forEach((row, r) => {
        row.forEach((cell, c) => {
          doc
            .lineWidth(stroke)
            .strokeColor(color)
            .rect(pt(e.x + c * cw), pt(e.y + r * ch), pt(cw), pt(ch))
            .stroke();
          doc
            .font(font)
            .fontSize(Math.min(size, (ch * 72) / 25.4))
            .fillColor(color)
            .text(cell, pt(e.x + c * cw + 1), pt(e.y + r * ch + 0.5), { width: pt(cw - 2), height: pt(ch - 1) });
        });
      });
      break;
    }
    case 'barcode':
      if (image) doc.image(image, pt(e.x), pt(e.y), { fit: [pt(e.width), pt(e.height)], align: 'center', valign: 'center' });
      break;
  }
}
