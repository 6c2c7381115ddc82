import sharp from 'sharp';

/** WebP quality of a made cover: at these sizes, indistinguishable from IGDB's JPEG at about half its bytes. */
const QUALITY = 76;

/** IGDB's cover JPEG made `width` pixels wide (its height follows, as IGDB crops covers to 3:4.25), as WebP. */
export async function coverWebp(jpeg: Buffer, width: number): Promise<Buffer> {
  return sharp(jpeg, { limitInputPixels: 4_000_000 }).resize({ width }).webp({ quality: QUALITY }).toBuffer();
}
