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

/**
 * The widths our server serves a game's cover at (`getGameCover`): a `srcset` offers the ones a layout
 * needs, and the browser takes the smallest that is sharp enough on its screen. Few on purpose: each is
 * one more picture per cover to make and keep.
 */
export const COVER_IMAGE_WIDTHS = [90, 120, 180, 240, 360, 528] as const;
export type CoverImageWidth = (typeof COVER_IMAGE_WIDTHS)[number];

/** An IGDB image id as it appears in its addresses (`co1wyy`). */
const IMAGE_ID = '[a-z0-9]{1,40}';
export const IGDB_IMAGE_ID_PATTERN = new RegExp(`^${IMAGE_ID}$`);

/** The IGDB size a cover `width` is made from: the smallest that is at least as wide. */
export const coverSourceSize = (width: CoverImageWidth): 'cover_small' | 'cover_big' | 'cover_big_2x' =>
  width <= 90 ? 'cover_small' : width <= 264 ? 'cover_big' : 'cover_big_2x';

/** The part of an IGDB picture's address after its base, `/t_{size}/{imageId}.jpg`: the image id. */
const IGDB_PICTURE_PATH = new RegExp(`^/t_[a-z0-9_]+/(${IMAGE_ID})(?:\\.(?:jpg|png|webp))?$`);

/** The image id of an IGDB picture's address (any size), or null for another host's picture. */
export function igdbImageId(url: string): string | null {
  if (!url.startsWith(IGDB_IMAGE_BASE)) return null;
  return IGDB_PICTURE_PATH.exec(url.slice(IGDB_IMAGE_BASE.length))?.[1] ?? null;
}

/** Our origin's address of IGDB cover `imageId` made `width` pixels wide (`getGameCover`). */
export const gameCoverPath = (imageId: string, width: CoverImageWidth): string =>
  endpointPath(getGameCover, { width: String(width), imageId });
