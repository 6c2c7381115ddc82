import { resizedIgdbImage } from '@gameshelf/contracts';

/**
 * A cover shown as a small thumbnail (`cssWidth` pixels wide, at most 90): IGDB's 90×128 picture, or
 * its 180×256 one on a dense screen, instead of the 264×374 cover the catalog stores (about five times
 * the bytes, for a list whose rows all load on the first screen). Another host's cover stays as it is.
 */
export function thumbnailCover(url: string, cssWidth: number): { src: string; srcSet?: string; sizes?: string } {
  const small = resizedIgdbImage(url, 'cover_small');
  const dense = resizedIgdbImage(url, 'cover_small_2x');
  if (small === null || dense === null) return { src: url };
  return { src: small, srcSet: `${small} 90w, ${dense} 180w`, sizes: `${cssWidth}px` };
}

/**
 * A game card's cover, `sizes` being its width in the layout: IGDB's 90, 180 and 264 px wide covers in a
 * `srcset`, with the stored 264×374 one as `src`. A browser takes the smallest that is sharp enough on
 * its screen (Chromium the smaller of two once the screen is below their densities' geometric mean):
 * a 120 px grid card on a 1.75× phone gets the 180 px cover, about half the bytes, a 3× phone the 264 px
 * one as before. Another host's cover stays as it is.
 */
export function cardCover(url: string | null, sizes: string): { coverUrl: string | null; coverSrcSet?: string; coverSizes?: string } {
  if (url === null) return { coverUrl: null };
  const small = resizedIgdbImage(url, 'cover_small');
  const dense = resizedIgdbImage(url, 'cover_small_2x');
  const big = resizedIgdbImage(url, 'cover_big');
  if (small === null || dense === null || big === null) return { coverUrl: url };
  return { coverUrl: big, coverSrcSet: `${small} 90w, ${dense} 180w, ${big} 264w`, coverSizes: sizes };
}
