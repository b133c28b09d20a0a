import sharp from 'sharp';

/**
 * A label's image (the company logo, PNG) in the three renderers: the PNG itself for the PDF and
 * the SVG, and for ZPL a 1-bit bitmap per printer resolution as `^GFA` (external-apis §6.3):
 * scaled to fit the element's box in dots, on white, black where the pixel is darker than half.
 */
export type LabelImage = { png: Buffer; widthPx: number; heightPx: number; gf: Record<number, GfBitmap> };

/** A ^GFA field and the bitmap's size in dots (to centre it in the element's box). */
export type GfBitmap = { widthDots: number; heightDots: number; command: string };

/** The bytes of a 1-bit bitmap, 8 dots a byte, black = 1, rows padded to whole bytes, as ^GFA. */
export function gfCommand(pixels: Uint8Array, width: number, height: number, channels: number): string {
  const bytesPerRow = Math.ceil(width / 8);
  const bytes = new Uint8Array(bytesPerRow * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((pixels[(y * width + x) * channels] ?? 255) < 128) {
        const at = y * bytesPerRow + (x >> 3);
        bytes[at] = (bytes[at] ?? 0) | (0x80 >> (x & 7));
      }
    }
  }
  const hex = Buffer.from(bytes).toString('hex').toUpperCase();
  return `^GFA,${bytes.length},${bytes.length},${bytesPerRow},${hex}`;
}

async function bitmap(png: Buffer, boxWidthDots: number, boxHeightDots: number): Promise<GfBitmap> {
  const { data, info } = await sharp(png, { limitInputPixels: 50_000_000 })
    .flatten({ background: '#ffffff' })
    .resize(Math.max(1, boxWidthDots), Math.max(1, boxHeightDots), { fit: 'inside' })
    .greyscale()
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { widthDots: info.width, heightDots: info.height, command: gfCommand(data, info.width, info.height, info.channels) };
}

/** The image for an element of `widthMm` × `heightMm`, with its bitmaps at 8 and 12 dots/mm (203 and 300 dpi). */
export async function labelImage(png: Buffer, widthMm: number, heightMm: number): Promise<LabelImage> {
  const meta = await sharp(png).metadata();
  const gf: Record<number, GfBitmap> = {};
  for (const dpmm of [8, 12]) gf[dpmm] = await bitmap(png, Math.round(widthMm * dpmm), Math.round(heightMm * dpmm));
  return { png, widthPx: meta.width ?? 1, heightPx: meta.height ?? 1, gf };
}
