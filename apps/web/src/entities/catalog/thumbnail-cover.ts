import { resizedIgdbImage } from '@gameshelf/contracts';

type CoverSize = 'cover_small' | 'cover_small_2x' | 'cover_big';

/** IGDB's covers by width: 90×128, 180×256 and the 264×374 one the catalog stores. */
const COVER_WIDTHS: Record<CoverSize, number> = { cover_small: 90, cover_small_2x: 180, cover_big: 264 };

/**
 * `url` at each of `sizes` (smallest first) with their `srcset`, or null for a cover from another host.
 */
function resizedCovers(url: string, sizes: readonly CoverSize[]): { urls: string[]; srcSet: string } | null {
  const urls: string[] = [];
  for (const size of sizes) {
    const resized = resizedIgdbImage(url, size);
    if (resized === null) return null;
    urls.push(resized);
  }
  return { urls, srcSet: urls.map((resized, i) => `${resized} ${COVER_WIDTHS[sizes[i]!]}w`).join(', ') };
}

/**
 * A cover shown as a small thumbnail (`cssWidth` pixels wide, at most 90): IGDB's 90×128 picture, or
 * its 180×256 one on a dense screen, instead of the 264×374 cover the catalog stores (about five times
 * the bytes, for a list whose rows all load on the first screen). Another host's cover stays as it is.
 */
export function thumbnailCover(url: string, cssWidth: number): { src: string; srcSet?: string; sizes?: string } {
  const covers = resizedCovers(url, ['cover_small', 'cover_small_2x']);
  if (covers === null) return { src: url };
  return { src: covers.urls[0] ?? url, srcSet: covers.srcSet, sizes: `${cssWidth}px` };
}

/**
 * A game card's cover, `sizes` being its width in the layout: IGDB's 90, 180 and 264 px wide covers in a
 * `srcset`, with the stored 264×374 one as `src`. A browser takes the smallest that is sharp enough on
 * its screen (Chromium 156: the first at least as dense as the screen), so a 120 px card gets the 180 px
 * cover on a 1× screen and an 80 px list row up to 2.25×. Another host's cover stays as it is.
 */
export function cardCover(url: string | null, sizes: string): { coverUrl: string | null; coverSrcSet?: string; coverSizes?: string } {
  if (url === null) return { coverUrl: null };
  const covers = resizedCovers(url, ['cover_small', 'cover_small_2x', 'cover_big']);
  if (covers === null) return { coverUrl: url };
  return { coverUrl: covers.urls[2] ?? url, coverSrcSet: covers.srcSet, coverSizes: sizes };
}
