/**
 * Game pictures come from IGDB's image CDN (../shared/PROTOCOLS.md, "Images"): the size is a path
 * segment, `t_{size}`, and `_2x` asks for the same picture at twice the pixels.
 */
import { endpointPath } from '../endpoint.ts';
import { getGameCover } from './endpoints.ts';

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

/**
 * The widths our server serves a game's cover at (`getGameCover`): a `srcset` offers the ones a layout
 * needs, and the browser takes the smallest that is sharp enough on its screen. Few on purpose: each is
 * one more picture per cover to make and keep.
 */
export const COVER_IMAGE_WIDTHS = [90, 120, 180, 240, 360, 528] as const;
export type CoverImageWidth = (typeof COVER_IMAGE_WIDTHS)[number];

/** An IGDB image id as it appears in its addresses (`co1wyy`). */
export const IGDB_IMAGE_ID_PATTERN = /^[a-z0-9]{1,40}$/;

/** The IGDB size a cover `width` is made from: the smallest that is at least as wide. */
export const coverSourceSize = (width: CoverImageWidth): 'cover_small' | 'cover_big' | 'cover_big_2x' =>
  width <= 90 ? 'cover_small' : width <= 264 ? 'cover_big' : 'cover_big_2x';

/** The image id of an IGDB picture's address (any size), or null for another host's picture. */
export function igdbImageId(url: string): string | null {
  if (!url.startsWith(IGDB_IMAGE_BASE)) return null;
  const file = SIZED_PICTURE.exec(url.slice(IGDB_IMAGE_BASE.length))?.[1];
  const id = file?.slice(1).replace(/\.(?:jpg|png|webp)$/, '');
  return id !== undefined && IGDB_IMAGE_ID_PATTERN.test(id) ? id : null;
}

/** Our origin's address of IGDB cover `imageId` made `width` pixels wide (`getGameCover`). */
export const gameCoverPath = (imageId: string, width: CoverImageWidth): string =>
  endpointPath(getGameCover, { width: String(width), imageId });
