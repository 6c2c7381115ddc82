/**
 * Game pictures come from IGDB's image CDN (../shared/PROTOCOLS.md, "Images"): the size is a path
 * segment, `t_{size}`, and `_2x` asks for the same picture at twice the pixels.
 */
export const GAME_IMAGE_ORIGIN = 'https://images.igdb.com';

const IGDB_IMAGE_BASE = `${GAME_IMAGE_ORIGIN}/igdb/image/upload`;

/** The sizes the app shows: a cover (90×128 and 264×374) and a screenshot (889×500). */
export type IgdbImageSize = 'cover_small' | 'cover_big' | 'screenshot_big';

/** IGDB's picture `imageId` at `size` (the catalog stores the cover at 264×374, screenshots at 889×500). */
export const igdbImageUrl = (imageId: string, size: IgdbImageSize): string => `${IGDB_IMAGE_BASE}/t_${size}/${imageId}.jpg`;

const SIZED_IGDB_IMAGE = /^(https:\/\/images\.igdb\.com\/igdb\/image\/upload\/)t_[a-z0-9_]+(\/[^/]+)$/;

/**
 * The same IGDB picture at another size, or null for a picture that is not IGDB's (an uploaded cover
 * has one size only).
 */
export function resizedIgdbImage(url: string, size: IgdbImageSize | `${IgdbImageSize}_2x`): string | null {
  const match = SIZED_IGDB_IMAGE.exec(url);
  return match ? `${match[1]}t_${size}${match[2]}` : null;
}
