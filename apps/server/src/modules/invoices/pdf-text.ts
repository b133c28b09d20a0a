import { inflateSync } from 'node:zlib';

/**
 * The text of an uncompressed PDF written with the built-in (WinAnsi) fonts, for golden tests:
 * each `[<hex> kerning <hex>] TJ` show becomes one line. Not a general PDF reader.
 */
const winAnsiHigh: Record<number, string> = { 128: '€', 149: '•', 150: '–', 151: '—' };

export function extractPdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const show of source.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
    let text = '';
    for (const part of (show[1] ?? '').matchAll(/<([0-9a-fA-F]*)>|(-?\d+(?:\.\d+)?)/g)) {
      if (part[1] !== undefined) {
        for (let i = 0; i < part[1].length; i += 2) {
          const code = Number.parseInt(part[1].slice(i, i + 2), 16);
          text += winAnsiHigh[code] ?? String.fromCharCode(code);
        }
      } else if (Number(part[2]) < -200) text += ' ';
    }
    lines.push(text);
  }
  return lines;
}

/** The text of a served (compressed) PDF: its content streams inflated, then read as above. */
export function extractServedPdfText(pdf: Buffer): string[] {
  const parts: Buffer[] = [];
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(m[1] ?? '', 'latin1')), Buffer.from('\n'));
    } catch {
      // not a deflated stream (an image's raw bytes)
    }
  }
  return extractPdfText(Buffer.concat(parts));
}
