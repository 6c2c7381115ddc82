// A local fake of IGDB's image CDN (PROTOCOLS.md, "Images"): `GET /igdb/image/upload/t_{size}/{id}.jpg`
// answers the picture of a known id (any size name IGDB has) and 404 for any other path, as the CDN
// does. It records every request, and can fail (5xx) or stall for tests of a client's error handling.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** IGDB's size names (https://api-docs.igdb.com/#images). */
const SIZE_NAMES = new Set([
  'cover_small',
  'cover_big',
  'screenshot_med',
  'screenshot_big',
  'screenshot_huge',
  'logo_med',
  'thumb',
  'micro',
  '720p',
  '1080p',
]);

export interface FakeIgdbImagesOptions {
  /** The JPEG served for a size (`cover_big`, `cover_big_2x`); every known id answers it. */
  jpegFor: (size: string) => Buffer;
  /** Image ids IGDB has (a list, or a test for a catalog's many); any other answers 404. */
  imageIds: readonly string[] | ((imageId: string) => boolean);
}

export interface FakeIgdbImages {
  /** http://127.0.0.1:<port> (stands in for https://images.igdb.com). */
  origin: string;
  /** Every request's path, oldest first. */
  requests: string[];
  /** Until set back to null, every request answers this status (a CDN's bad moment), or stalls ('stall'). */
  failWith: number | 'stall' | null;
  close(): Promise<void>;
}

export async function startFakeIgdbImages(options: FakeIgdbImagesOptions): Promise<FakeIgdbImages> {
  const { imageIds } = options;
  const known = typeof imageIds === 'function' ? imageIds : (imageId: string) => imageIds.includes(imageId);
  const stalled: Array<() => void> = [];
  const fake: FakeIgdbImages = {
    origin: '',
    requests: [],
    failWith: null,
    close: () => {
      stalled.splice(0).forEach((end) => end());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    fake.requests.push(req.url ?? '');
    if (fake.failWith === 'stall') return void stalled.push(() => res.destroy());
    if (fake.failWith !== null) return void res.writeHead(fake.failWith, { 'content-type': 'text/html' }).end('<h1>Error</h1>');
    const match = /^\/igdb\/image\/upload\/t_([a-z0-9_]+)\/([a-z0-9]+)\.(jpg|png)$/.exec(req.url ?? '');
    const size = match?.[1] ?? '';
    const sizeKnown = SIZE_NAMES.has(size.replace(/_2x$/, ''));
    if (req.method !== 'GET' || !match || !sizeKnown || !known(match[2] ?? '')) {
      return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
    }
    const jpeg = options.jpegFor(size);
    res
      .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length, 'cache-control': 'public, max-age=31536000' })
      .end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
