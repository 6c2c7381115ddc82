import sharp from 'sharp';

/** Formats accepted as profile photos, judged by the file's bytes (sharp reads the header), never its name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Square output edge in pixels: twice the largest avatar shown (96 px), for dense screens. */
export const PROFILE_IMAGE_EDGE = 256;
const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImageError extends Error {
  override readonly name = 'NotAnImageError';
}

/**
 * Re-encodes an uploaded photo: the first frame, rotated upright from EXIF, cropped to a square,
 * as WebP. Nothing of the original survives but pixels (sharp drops EXIF, GPS, ICC and comments
 * unless asked to keep them).
 */
export async function processProfileImage(bytes: Buffer): Promise<{ data: Buffer; contentType: 'image/webp' }> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new NotAnImageError('unreadable image');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(`unsupported format ${format ?? 'unknown'}`);
  try {
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate()
      .resize(PROFILE_IMAGE_EDGE, PROFILE_IMAGE_EDGE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: 'image/webp' };
  } catch {
    throw new NotAnImageError('image could not be decoded');
  }
}
