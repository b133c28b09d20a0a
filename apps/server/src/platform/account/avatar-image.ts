import sharp from 'sharp';
import { fieldError } from '@/platform/errors';

/** Stored size: a square of 256 pixels, WebP, without the photo's metadata (EXIF, location). */
const side = 256;

type ImageKind = 'image/jpeg' | 'image/png' | 'image/webp';

/** The kind of image by its first bytes, whatever the upload claims to be. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const notAnImage = (key: 'account.avatarType' | 'account.avatarUnreadable') => fieldError('VALIDATION_FAILED', 'avatar', key);

/** Checks that the upload is a JPEG, PNG or WebP image and makes the stored version of it. */
export async function toAvatarImage(data: Buffer): Promise<{ contentType: 'image/webp'; data: Buffer }> {
  if (!sniffImage(data)) throw notAnImage('account.avatarType');
  try {
    const out = await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate() // upright by its EXIF orientation, before the metadata is dropped
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { contentType: 'image/webp', data: out };
  } catch {
    throw notAnImage('account.avatarUnreadable');
  }
}
