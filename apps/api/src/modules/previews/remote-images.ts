import sharp from 'sharp';
import { readCapped } from '../../shared/read-capped.ts';

/** How the renderer fetches the pictures a card shows (covers, avatars). */
export type RemoteImageOptions = {
  /** Origins pictures may come from (IGDB's, ours, the bucket's): any other URL is never fetched (SSRF). */
  allowedOrigins: readonly string[];
  /** Resolves a path-only URL (`/uploads/…`, our own image) to an absolute one. */
  publicUrl: string;
  /** Gives up on a picture after this long (the card shows a placeholder instead). */
  timeoutMs?: number;
  /** Gives up on a picture larger than this. */
  maxBytes?: number;
  fetch?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 1500;
const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

/** The URL if a picture may be fetched from it: http(s), on an allowed origin, no credentials. */
export function allowedImageUrl(url: string, options: Pick<RemoteImageOptions, 'allowedOrigins' | 'publicUrl'>): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url, `${options.publicUrl}/`);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  return options.allowedOrigins.includes(parsed.origin) ? parsed : null;
}

/**
 * Fetches a picture for a card and makes it a JPEG data URL of exactly `width`×`height` (cropped to
 * fill), or null when it cannot: a host not allowed, a redirect, a timeout, too many bytes, not an
 * image. The renderer then draws a placeholder; a preview never fails for a picture.
 */
export function createRemoteImages(options: RemoteImageOptions) {
  const fetchImage = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return {
    async load(url: string, width: number, height: number): Promise<string | null> {
      const target = allowedImageUrl(url, options);
      if (!target) return null;
      try {
        const signal = AbortSignal.timeout(timeoutMs);
        const response = await fetchImage(target, { redirect: 'error', signal });
        if (!response.ok) {
          await response.body?.cancel();
          return null;
        }
        const bytes = await readCapped(response, maxBytes);
        if (!bytes) {
          await response.body?.cancel().catch(() => undefined);
          return null;
        }
        const jpeg = await sharp(bytes, { limitInputPixels: 40_000_000 })
          .resize(width, height, { fit: 'cover' })
          .flatten({ background: '#1b1f27' })
          .jpeg({ quality: 82 })
          .toBuffer();
        return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      } catch {
        return null;
      }
    },
  };
}

export type RemoteImages = ReturnType<typeof createRemoteImages>;
