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
