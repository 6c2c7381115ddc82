/**
 * IGDB's image CDN (../shared/PROTOCOLS.md, "Images"): `GET {baseUrl}/igdb/image/upload/t_{size}/{id}.jpg`,
 * public, no credentials. A missing picture answers 404; the base URL is configurable (a local fake in
 * tests, a stand-in for `npm run perf:web`).
 */
import { GAME_IMAGE_ORIGIN } from '@gameshelf/contracts';
import { readCapped } from '../../shared/read-capped.ts';

export type IgdbImagesOptions = {
  /** IGDB's image CDN by default. */
  baseUrl?: string;
  /** Gives up on a picture after this long. */
  timeoutMs?: number;
  /** Gives up on a picture larger than this (a cover is 5-60 KB; the 2× one under 300 KB). */
  maxBytes?: number;
  fetch?: typeof fetch;
};

/** IGDB has no such picture (404): asking again will not help for a while. */
export class IgdbImageMissingError extends Error {}

/** IGDB did not give the picture this time (timeout, 5xx, too large, network): worth asking again later. */
export class IgdbImageUnavailableError extends Error {}

export function createIgdbImages(options: IgdbImagesOptions = {}) {
  const baseUrl = (options.baseUrl ?? GAME_IMAGE_ORIGIN).replace(/\/+$/, '');
  const fetchImage = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  return {
    /** The JPEG of picture `imageId` at IGDB's `size` (`cover_big`). */
    async jpeg(imageId: string, size: string): Promise<Buffer> {
      const url = `${baseUrl}/igdb/image/upload/t_${encodeURIComponent(size)}/${encodeURIComponent(imageId)}.jpg`;
      let response: Response;
      try {
        response = await fetchImage(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new IgdbImageUnavailableError(`IGDB image ${size}/${imageId}: ${(error as Error).message}`);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        throw new IgdbImageMissingError(`IGDB has no image ${size}/${imageId}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new IgdbImageUnavailableError(`IGDB image ${size}/${imageId}: HTTP ${response.status}`);
      }
      const bytes = await readCapped(response, maxBytes).catch(() => null);
      if (!bytes) {
        await response.body?.cancel().catch(() => undefined);
        throw new IgdbImageUnavailableError(`IGDB image ${size}/${imageId}: unreadable or over ${maxBytes} bytes`);
      }
      return bytes;
    },
  };
}

export type IgdbImages = ReturnType<typeof createIgdbImages>;
