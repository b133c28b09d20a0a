import { sanitizeSvg } from './svg-sanitizer';

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

export const maxLogoBytes = 2 * 1024 * 1024;

/**
 * What an uploaded file really is, by its first bytes (the name and the browser's type are not
 * trusted): PNG, JPEG or WebP as given, SVG only after sanitising. Null for anything else.
 */
export function readLogoImage(data: Buffer): { contentType: LogoType; content: Buffer } | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', content: data };
  }
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { contentType: 'image/jpeg', content: data };
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { contentType: 'image/webp', content: data };
  }
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<')) {
    const svg = sanitizeSvg(data.toString('utf8'));
    if (svg) return { contentType: 'image/svg+xml', content: Buffer.from(svg, 'utf8') };
  }
  return null;
}
