import { gameCoverPath, igdbImageId, type CoverImageWidth } from '@gameshelf/contracts';

/**
 * `url`'s cover from our origin: the `srcset` of `widths` (smallest first) and the `src` at
 * `fallbackWidth`, or null for a cover that is not IGDB's (an uploaded one has one size only).
 */
function sizedCovers(
  url: string,
  widths: readonly CoverImageWidth[],
  fallbackWidth: CoverImageWidth,
): { src: string; srcSet: string } | null {
  const imageId = igdbImageId(url);
  if (imageId === null) return null;
  return {
    src: gameCoverPath(imageId, fallbackWidth),
    srcSet: widths.map((width) => `${gameCoverPath(imageId, width)} ${width}w`).join(', '),
  };
}

/** A thumbnail's widths (`cssWidth` up to 90 px): 90 on most screens, 120 and 180 on dense ones. */
const THUMBNAIL_WIDTHS = [90, 120, 180] as const satisfies CoverImageWidth[];
/** A card's or a page's cover (about 80-140 px wide): from a 1× screen's 120 to a 3× phone's 360. */
const CARD_WIDTHS = [120, 180, 240, 360] as const satisfies CoverImageWidth[];

/**
 * A cover shown as a small thumbnail (`cssWidth` pixels wide, at most 90): our origin's 90 px cover, or
 * a wider one on a dense screen, instead of the 264×374 one the catalog stores (several times the
 * bytes, for a list whose rows all load on the first screen). Another host's cover stays as it is.
 */
export function thumbnailCover(url: string, cssWidth: number): { src: string; srcSet?: string; sizes?: string } {
  const covers = sizedCovers(url, THUMBNAIL_WIDTHS, 90);
  if (covers === null) return { src: url };
  return { src: covers.src, srcSet: covers.srcSet, sizes: `${cssWidth}px` };
}

/**
 * A game card's (or page's) cover, `sizes` being its width in the layout: our origin's 120-360 px
 * covers in a `srcset`, the 240 px one as `src`. A browser takes the smallest that is sharp enough on
 * its screen (Chromium 156: the first at least as dense as the screen), so a 119 px card on a 1.75×
 * phone gets the 240 px cover. Another host's cover stays as it is.
 */
export function cardCover(url: string | null, sizes: string): { coverUrl: string | null; coverSrcSet?: string; coverSizes?: string } {
  if (url === null) return { coverUrl: null };
  const covers = sizedCovers(url, CARD_WIDTHS, 240);
  if (covers === null) return { coverUrl: url };
  return { coverUrl: covers.src, coverSrcSet: covers.srcSet, coverSizes: sizes };
}
