import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './label-graphics';
import { gfCommand, labelImage } from './label-image';
import { type LabelDesign, type ResolvedElement, resolveElements } from './label-layout';
import { renderPng } from './label-png';
import { renderZpl } from './label-zpl';

/**
 * The ZPL read back (a small parser of the fields we write: ^FO, ^FD, ^BC, ^BQ, ^GF) and compared
 * with the PDF's content stream (text matrices and image placements): the same content at the
 * same positions, in mm.
 */
const design: LabelDesign = {
  widthMm: 100,
  heightMm: 50,
  elements: [
    { id: 'name', type: 'text', x: 5, y: 4, width: 90, height: 8, text: '{{item.name}}', fontSize: 14, fontWeight: 'bold' },
    { id: 'lot', type: 'text', x: 5, y: 13, width: 60, height: 5, text: 'Lot {{lot.number}}', fontSize: 10 },
    {
      id: 'gs1',
      type: 'barcode',
      symbology: 'gs1-128',
      x: 5,
      y: 21,
      width: 70,
      height: 20,
      text: '(01){{item.gtin}}(17){{lot.expiryGs1}}(10){{lot.number}}',
      showText: false,
    },
    { id: 'qr', type: 'barcode', symbology: 'qr', x: 78, y: 21, width: 20, height: 20, text: 'LOT42' },
  ],
};
const data = { item: { name: 'Goudse kaas jong', gtin: '08712345678906' }, lot: { number: 'LOT42', expiryGs1: '250630' } };

function elements(): ResolvedElement[] {
  const resolved = resolveElements(design, data);
  if ('issues' in resolved) throw new Error('issues');
  return resolved.elements;
}

type ZplField = { x: number; y: number; kind: 'text' | 'code128' | 'qr' | 'graphic'; data: string };

/** ^FO…^FS fields of a ZPL label, positions in mm at 8 dots/mm; GS1-128 data decoded back to (AI) text. */
function parseZpl(zpl: string, dpmm = 8): ZplField[] {
  const fields: ZplField[] = [];
  for (const match of zpl.matchAll(/\^FO(\d+),(\d+)([\s\S]*?)\^FS/g)) {
    const body = match[3] ?? '';
    const fd = /\^FD([\s\S]*)$/.exec(body)?.[1] ?? '';
    const at = { x: Number(match[1]) / dpmm, y: Number(match[2]) / dpmm };
    if (body.includes('^GF')) fields.push({ ...at, kind: 'graphic', data: body });
    else if (body.includes('^BQ')) fields.push({ ...at, kind: 'qr', data: fd.replace(/^QA,/, '') });
    else if (body.includes('^BC')) {
      // >; subset C, >8 FNC1, >6 subset B: FNC1 separates the AIs of variable length.
      const gs1 = fd.startsWith('>;>8');
      const plain = fd
        .replace(/^>;>8/, '')
        .replace(/>8/g, '|')
        .replace(/>[0-9;:]/g, '');
      fields.push({ ...at, kind: 'code128', data: gs1 ? gs1Readable(plain) : plain });
    } else if (body.includes('^A0')) fields.push({ ...at, kind: 'text', data: fd });
  }
  return fields;
}

function gs1Readable(raw: string): string {
  const fixed: Record<string, number> = { '00': 18, '01': 14, '17': 6 };
  let out = '';
  let rest = raw;
  while (rest) {
    const ai = rest.slice(0, 2);
    const length = fixed[ai] ?? (rest.indexOf('|') === -1 ? rest.length - 2 : rest.indexOf('|') - 2);
    out += `(${ai})${rest.slice(2, 2 + length)}`;
    rest = rest.slice(2 + length).replace(/^\|/, '');
  }
  return out;
}

/** A TJ array's strings (kerning numbers between them left out). */
const hexText = (array: string) =>
  [...array.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1')).join('');

type PdfItem = { x: number; y: number; kind: 'text' | 'image'; text?: string };

/** Text (Tm, top of the line from the baseline less the font's ascent) and images (cm) of the PDF's first page, in mm from the top left. */
function parsePdf(pdf: Buffer, heightMm: number): PdfItem[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((m) => {
    try {
      return [inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1')];
    } catch {
      return [];
    }
  });
  const content = streams.find((s) => s.includes(' Tm') || s.includes(' Do')) ?? '';
  const mm = (pt: number) => (pt * 25.4) / 72;
  const items: PdfItem[] = [];
  for (const m of content.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\n\/F\d+ ([\d.]+) Tf\n\[([^\]]*)\] TJ/g)) {
    const size = Number(m[3]);
    const baselineFromTop = heightMm - mm(Number(m[2]));
    items.push({ kind: 'text', x: mm(Number(m[1])), y: baselineFromTop - mm(size * 0.718), text: hexText(m[4] ?? '') });
  }
  for (const m of content.matchAll(/([\d.]+) 0 0 -([\d.]+) ([\d.]+) ([\d.]+) cm\n\/I\d+ Do/g)) {
    items.push({ kind: 'image', x: mm(Number(m[3])), y: mm(Number(m[4]) - Number(m[2])) });
  }
  return items;
}

describe('the ZPL and the PDF of one label', () => {
  it('show the same text and barcodes at the same positions', async () => {
    const resolved = elements();
    const zpl = parseZpl(renderZpl(resolved, { widthMm: 100, heightMm: 50, dpi: 203 }));
    const pdf = parsePdf(await renderPdf([{ widthMm: 100, heightMm: 50, elements: resolved, copies: 1 }]), 50);

    for (const text of ['Goudse kaas jong', 'Lot LOT42']) {
      const inZpl = zpl.find((f) => f.kind === 'text' && f.data === text);
      const inPdf = pdf.find((p) => p.kind === 'text' && p.text === text);
      expect([text, inZpl, inPdf]).toEqual([text, expect.anything(), expect.anything()]);
      expect(Math.abs((inZpl?.x ?? 0) - (inPdf?.x ?? 99))).toBeLessThan(0.2);
      expect(Math.abs((inZpl?.y ?? 0) - (inPdf?.y ?? 99))).toBeLessThan(0.5);
    }

    const barcodes = zpl.filter((f) => f.kind === 'code128' || f.kind === 'qr');
    expect(barcodes.map((b) => b.data)).toEqual(['(01)08712345678906(17)250630(10)LOT42', 'LOT42']);
    // The values the PDF's barcodes encode are the elements' (bwip-js draws them from the same data).
    expect(resolved.filter((e) => e.type === 'barcode').map((e) => e.content)).toEqual(barcodes.map((b) => b.data));
    const images = pdf.filter((p) => p.kind === 'image');
    expect(images).toHaveLength(2);
    for (const barcode of barcodes) {
      // The PDF centres a barcode image in its box: same left edge or same top edge as the ZPL's ^FO.
      const near = images.some((i) => Math.abs(i.x - barcode.x) < 0.2 || Math.abs(i.y - barcode.y) < 0.2);
      expect(near, barcode.data).toBe(true);
    }
  });

  it('prints a logo as ^GFA (1 bit a dot, black = 1) centred in its box', async () => {
    expect(gfCommand(new Uint8Array([0, 255, 255, 255, 255, 255, 255, 255, 0, 0]), 10, 1, 1)).toBe('^GFA,2,2,2,80C0');
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const image = await labelImage(png, 10, 10);
    const logo: ResolvedElement = { id: 'logo', type: 'image', x: 10, y: 5, width: 10, height: 10, content: '', image };
    const zpl = renderZpl([logo], { widthMm: 40, heightMm: 20, dpi: 203 });
    // 80 × 40 dots (fit inside 80 × 80), 10 bytes a row, all black; 20 dots down to centre it.
    expect(zpl).toContain(`^FO80,60^GFA,400,400,10,${'FF'.repeat(400)}^FS`);
    expect(renderZpl([logo], { widthMm: 40, heightMm: 20, dpi: 300 })).toContain('^FO120,90^GFA,900,900,15,');
    const pdf = parsePdf(await renderPdf([{ widthMm: 40, heightMm: 20, elements: [logo], copies: 1 }]), 20);
    expect(pdf).toEqual([expect.objectContaining({ kind: 'image' })]);
  });

  it('renders a PNG preview at the printer resolution', async () => {
    const png = await renderPng({ widthMm: 100, heightMm: 50, elements: elements() }, 203);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(799);
    expect(meta.height).toBe(400);
  });
});
