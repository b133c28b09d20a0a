import type { ResolvedElement } from './label-layout';
import { gs1Text, gs1ZplData, orderGs1 } from './gs1';
import { pointsToMm, tableCells } from './label-layout';

/**
 * One label format in ZPL II (external-apis §6.3): coordinates in dots (mm × dots per mm of the
 * printer's resolution), UTF-8 field data (^CI28) with hex escapes (^FH) so ^ and ~ in data
 * cannot end a field, one ^XA … ^XZ per label set and ^PQ for the copies.
 */
export type ZplOptions = { widthMm: number; heightMm: number; dpi: number; copies?: number };

export const dotsPerMm = (dpi: number): number => (dpi >= 300 ? 12 : 8);

/** `_`, `^` and `~` as ^FH hex escapes; new lines as ^FB line breaks. */
export function zplText(text: string): string {
  return text.replace(/_/g, '_5F').replace(/\^/g, '_5E').replace(/~/g, '_7E').replace(/\r?\n/g, '\\&');
}

function textField(x: number, y: number, w: number, h: number, fontDots: number, bold: boolean, align: string, text: string): string {
  const width = bold ? Math.round(fontDots * 1.15) : fontDots;
  const lines = Math.max(1, Math.floor(h / fontDots));
  const justify = align === 'center' ? 'C' : align === 'right' ? 'R' : 'L';
  return `^FO${x},${y}^A0N,${fontDots},${width}^FB${Math.max(1, w)},${lines},0,${justify},0^FH^FD${zplText(text)}^FS`;
}

/** The QR version's module count for the data length (byte mode, level Q), for the magnification. */
function qrModules(length: number): number {
  const capacities = [11, 20, 32, 46, 60, 74, 86, 108, 130, 151, 177, 203, 241, 258, 292];
  const version = capacities.findIndex((c) => length <= c);
  return 17 + 4 * ((version === -1 ? capacities.length : version) + 1);
}

export function elementZpl(element: ResolvedElement, dpmm: number): string[] {
  const d = (mm: number) => Math.round(mm * dpmm);
  const x = d(element.x);
  const y = d(element.y);
  const w = d(element.width);
  const h = d(element.height);
  const t = Math.max(1, d(element.thickness ?? 0.3));
  const fontDots = Math.max(10, d(pointsToMm(element.fontSize ?? 12)));
  const bold = element.fontWeight === 'bold';
  const module = dpmm >= 12 ? 3 : 2;
  switch (element.type) {
    case 'text':
      return [textField(x, y, w, h, fontDots, bold, element.align ?? 'left', element.content)];
    case 'line':
      return [w >= h ? `^FO${x},${y}^GB${w},${t},${t}^FS` : `^FO${x},${y}^GB${t},${h},${t}^FS`];
    case 'rectangle':
      return [`^FO${x},${y}^GB${w},${h},${t}^FS`];
    case 'circle':
      return [w === h ? `^FO${x},${y}^GC${w},${t}^FS` : `^FO${x},${y}^GE${w},${h},${t}^FS`];
    case 'table': {
      const rows = tableCells(element.content);
      if (!rows.length) return [];
      const columns = Math.max(...rows.map((r) => r.length));
      const cellW = Math.floor(w / columns);
      const cellH = Math.floor(h / rows.length);
      const out: string[] = [];
      rows.forEach((row, r) => {
        row.forEach((cell, c) => {
          const cx = x + c * cellW;
          const cy = y + r * cellH;
          out.push(`^FO${cx},${cy}^GB${cellW},${cellH},${t}^FS`);
          out.push(
            textField(cx + t + 4, cy + t + 4, cellW - 2 * (t + 4), cellH - 2 * (t + 4), Math.min(fontDots, cellH), bold, 'left', cell),
          );
        });
      });
      return out;
    }
    case 'image': {
      // A 1-bit bitmap (^GFA) at this resolution, centred in the element's box; nothing without a picture.
      const gf = element.image?.gf[dpmm];
      if (!gf) return [];
      const left = x + Math.floor((w - gf.widthDots) / 2);
      const top = y + Math.floor((h - gf.heightDots) / 2);
      return [`^FO${left},${top}${gf.command}^FS`];
    }
    case 'barcode': {
      const showText = element.showText !== false;
      const textDots = showText ? Math.max(16, Math.round(fontDots * 0.8)) : 0;
      switch (element.symbology ?? 'code128') {
        case 'qr': {
          const magnification = Math.min(10, Math.max(1, Math.floor(Math.min(w, h) / qrModules(element.content.length))));
          return [`^FO${x},${y}^BQN,2,${magnification}^FH^FDQA,${zplText(element.content)}^FS`];
        }
        case 'datamatrix': {
          const moduleDots = Math.max(2, Math.floor(Math.min(w, h) / 24));
          return [`^FO${x},${y}^BXN,${moduleDots},200^FH^FD${zplText(element.content)}^FS`];
        }
        case 'ean13': {
          const barHeight = Math.max(10, h - textDots - 4);
          return [`^FO${x},${y}^BY${module},3,${barHeight}^BEN,${barHeight},${showText ? 'Y' : 'N'},N^FD${element.content}^FS`];
        }
        case 'gs1-128': {
          const elements = element.gs1 ?? [];
          const barHeight = Math.max(10, h - (showText ? textDots + 6 : 0));
          const out = [`^FO${x},${y}^BY${module},3,${barHeight}^BCN,${barHeight},N,N,N^FD${gs1ZplData(elements)}^FS`];
          if (showText) out.push(`^FO${x},${y + barHeight + 6}^A0N,${textDots},${textDots}^FD${gs1Text(orderGs1(elements))}^FS`);
          return out;
        }
        default: {
          const barHeight = Math.max(10, h - textDots - 4);
          const data = zplText(element.content.replace(/>/g, '>0'));
          return [`^FO${x},${y}^BY${module},3,${barHeight}^BCN,${barHeight},${showText ? 'Y' : 'N'},N,N^FH^FD${data}^FS`];
        }
      }
    }
  }
}

/** One label set: ^XA … ^XZ with the copies as ^PQ. */
export function renderZpl(elements: ResolvedElement[], options: ZplOptions): string {
  const dpmm = dotsPerMm(options.dpi);
  const lines = ['^XA', '^CI28', `^PW${Math.round(options.widthMm * dpmm)}`, `^LL${Math.round(options.heightMm * dpmm)}`, '^LH0,0'];
  for (const element of elements) lines.push(...elementZpl(element, dpmm));
  lines.push(`^PQ${options.copies ?? 1}`, '^XZ');
  return `${lines.join('\n')}\n`;
}
