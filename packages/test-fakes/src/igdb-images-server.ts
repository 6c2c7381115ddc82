// A local fake of IGDB's image CDN (PROTOCOLS.md, "Images"): `GET /igdb/image/upload/t_{size}/{id}.jpg`
// answers the picture of a known id (any size name IGDB has) and 404 for any other path, as the CDN
// does. It records every request, and can fail (5xx) or stall for tests of a client's error handling.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** IGDB's image sizes (https://api-docs.igdb.com/#images, PROTOCOLS.md) by the name in an address: width and height. */
const SIZES = new Map<string, readonly [number, number]>(
  Object.entries({
    cover_small: [90, 128],
    screenshot_med: [569, 320],
    cover_big: [264, 374],
    logo_med: [284, 160],
    screenshot_big: [889, 500],
    screenshot_huge: [1280, 720],
    thumb: [90, 90],
    micro: [35, 35],
    '720p': [1280, 720],
    '1080p': [1920, 1080],
  }),
);

/** The width and height of IGDB's size `name` (`cover_big`, or `cover_big_2x` at twice the pixels), or null for no such size. */
export function igdbImageSize(name: string): readonly [number, number] | null {
  const base = SIZES.get(name.replace(/_2x$/, ''));
  if (!base) return null;
  const scale = name.endsWith('_2x') ? 2 : 1;
  return [base[0] * scale, base[1] * scale];
}

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
    if (req.method !== 'GET' || !match || !igdbImageSize(size) || !known(match[2] ?? '')) {
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
