import type { MessageKey } from '@wb/contract/messages';
import sharp from 'sharp';
import { maxLogoPixels } from '@wb/contract/settings';
import { invalidField } from '@/platform/errors';
import type { LogoType } from './logo-image';

/**
 * The box documents draw a logo in is 160 × 60 points; four pixels a point is print quality.
 * The copy is PNG without transparency (flattened onto the white paper), which PDFKit embeds as
 * it is: a PNG with an alpha channel it would decode pixel by pixel in JavaScript.
 */
const box = { width: 640, height: 240 };

/** Logos stored before the pixel limit may be larger; sharp's own limit still bounds them. */
const legacyPixelLimit = 268_402_689;

const refuse = (key: MessageKey) => invalidField('file', key);

/** Width and height as the image declares them (read from its header, nothing decoded); SVG at 72 dpi. */
async function readSize(content: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(content).metadata();
    if (!width || !height) throw new Error('no size');
    return { width, height };
  } catch {
    throw refuse('logo.unreadable');
  }
}

/** Refuses a logo over `maxLogoPixels`, or one that is no readable image; decodes nothing. */
export async function checkLogoPixels(content: Buffer): Promise<void> {
  const { width, height } = await readSize(content);
  if (width * height > maxLogoPixels) throw refuse('logo.tooManyPixels');
}

/**
 * The copy documents draw. Sharp does the work on libuv's threads, so the event loop is free while
 * it decodes. An SVG is drawn at the density that fills the box; a bitmap is only made smaller.
 */
export async function makePdfLogo(content: Buffer, contentType: LogoType, options: { legacy?: boolean } = {}): Promise<Buffer> {
  const limitInputPixels = options.legacy ? legacyPixelLimit : maxLogoPixels;
  let density: number | undefined;
  if (contentType === 'image/svg+xml') {
    const { width, height } = await readSize(content);
    density = Math.min(2400, Math.max(1, 72 * Math.min(box.width / width, box.height / height)));
  }
  try {
    return await sharp(content, { limitInputPixels, ...(density ? { density } : {}) })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw refuse('logo.unreadable');
  }
}
