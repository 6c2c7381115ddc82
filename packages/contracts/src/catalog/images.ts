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

/** The part of an IGDB picture's address after its base: `t_{size}/{file}`. */
const SIZED_PICTURE = /^\/t_[a-z0-9_]+(\/[^/]+)$/;

/**
 * The same IGDB picture at another size, or null for a picture that is not IGDB's (an uploaded cover
 * has one size only).
 */
export function resizedIgdbImage(url: string, size: IgdbImageSize | `${IgdbImageSize}_2x`): string | null {
  if (!url.startsWith(IGDB_IMAGE_BASE)) return null;
  const file = SIZED_PICTURE.exec(url.slice(IGDB_IMAGE_BASE.length))?.[1];
  return file === undefined ? null : `${IGDB_IMAGE_BASE}/t_${size}${file}`;
}
