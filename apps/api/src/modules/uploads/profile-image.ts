import sharp, { type Sharp } from 'sharp';

/** Formats accepted as profile photos and banners, judged by the file's bytes (sharp reads the header), never its name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Square output edge in pixels: twice the largest avatar shown (96 px), for dense screens. */
export const PROFILE_IMAGE_EDGE = 256;
const MAX_INPUT_PIXELS = 40_000_000;
export const BANNER_IMAGE_WIDTH = 1200;
export const BANNER_IMAGE_HEIGHT = 600;

export class NotAnImageError extends Error {
  override readonly name = 'NotAnImageError';
}

/**
 * Re-encodes an uploaded photo: the first frame, rotated upright from EXIF, cropped to a square,
 * as WebP. Nothing of the original survives but pixels (sharp drops EXIF, GPS, ICC and comments
 * unless asked to keep them).
 */
export async function processProfileImage(bytes: Buffer): Promise<{ data: Buffer; contentType: 'image/webp' }> {
  return reencode(bytes, (image) => image.resize(PROFILE_IMAGE_EDGE, PROFILE_IMAGE_EDGE, { fit: 'cover', position: 'attention' }));
}

/** A banner picture: at most 1200 x 600, keeping its shape (the carousel crops it to fit). */
export async function processBannerImage(bytes: Buffer): Promise<{ data: Buffer; contentType: 'image/webp' }> {
  return reencode(bytes, (image) => image.resize(BANNER_IMAGE_WIDTH, BANNER_IMAGE_HEIGHT, { fit: 'inside', withoutEnlargement: true }));
}

/**
 * Checks the bytes are an image of an accepted format, then re-encodes the first frame, rotated
 * upright from EXIF and shaped by `shape`, as WebP.
 */
async function reencode(bytes: Buffer, shape: (image: Sharp) => Sharp): Promise<{ data: Buffer; contentType: 'image/webp' }> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new NotAnImageError('unreadable image');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(`unsupported format ${format ?? 'unknown'}`);
  try {
    const data = await shape(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).rotate())
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: 'image/webp' };
  } catch {
    throw new NotAnImageError('image could not be decoded');
  }
}
