import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogMessages, gameCoverPath, type CoverImageWidth } from '@gameshelf/contracts';
import { igdbImageSize, startFakeIgdbImages, type FakeIgdbImages } from '@gameshelf/test-fakes/igdb-images-server';
import { buildApp, type App } from '../../src/app.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

// Catalog covers of the fixture catalog (test/fixtures/catalog.json).
const THIEF = 'co22nc';
const OBLIVION = 'co8fpz';
/** A catalog cover IGDB does not have (any more). */
const WITCHER = 'co1xrx';
/** A picture IGDB has that is no catalog game's cover. */
const NOT_A_COVER = 'co9zzz';

/** The sizes of a cover our server makes its widths from. */
const COVER_SIZES = ['cover_small', 'cover_big', 'cover_big_2x'];

describe.each(engines)('game covers from our origin on $name', (engine) => {
  let igdb: FakeIgdbImages;
  let t: TestApp;
  const jpegs = new Map<string, Buffer>();

  const get = (url: string, app: App = t.app) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    for (const size of COVER_SIZES) {
      const [width, height] = igdbImageSize(size)!;
      jpegs.set(
        size,
        await sharp({ create: { width, height, channels: 3, background: '#2e86de' } })
          .jpeg()
          .toBuffer(),
      );
    }
    igdb = await startFakeIgdbImages({ imageIds: [THIEF, OBLIVION, NOT_A_COVER], jpegFor: (size) => jpegs.get(size)! });
    t = await buildTestApp(engine, { app: { covers: { baseUrl: igdb.origin, timeoutMs: 500 } } });
  });

  afterAll(async () => {
    await t?.close();
    await igdb?.close();
  });

  beforeEach(() => {
    igdb.requests.length = 0;
    igdb.failWith = null;
  });

  it.each([90, 240, 360] as CoverImageWidth[])('serves a catalog cover %i px wide as WebP, kept by browsers for good', async (width) => {
    const res = await get(gameCoverPath(THIEF, width));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const made = await sharp(res.rawPayload).metadata();
    expect(made.format).toBe('webp');
    expect(made.width).toBe(width);
    // IGDB's 3:4.25 cover keeps its shape.
    expect(made.height).toBe(Math.round((width * 374) / 264));
    // From the smallest of IGDB's sizes at least as wide.
    const size = width <= 90 ? 'cover_small' : width <= 264 ? 'cover_big' : 'cover_big_2x';
    expect(igdb.requests).toEqual([`/igdb/image/upload/t_${size}/${THIEF}.jpg`]);
  });

  it('makes a cover once for many asking at the same time, then from memory and from the database', async () => {
    const path = gameCoverPath(OBLIVION, 180);
    const answers = await Promise.all(Array.from({ length: 25 }, () => get(path)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(25).fill(200));
    expect(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
    expect(igdb.requests).toHaveLength(1);
    expect((await get(path)).statusCode).toBe(200);
    expect(igdb.requests).toHaveLength(1);
    // Another API process on the same database finds it stored.
    const other = await buildApp({ database: t.database, covers: { baseUrl: igdb.origin } });
    try {
      const res = await get(path, other);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      expect(igdb.requests).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('refuses a picture that is no catalog cover without asking IGDB (no open proxy)', async () => {
    const res = await get(gameCoverPath(NOT_A_COVER, 240));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: catalogMessages.coverNotFound });
    expect(igdb.requests).toEqual([]);
  });

  it.each([
    ['a width it does not make', `/api/covers/241/${THIEF}`],
    ['a width with a leading zero', `/api/covers/0240/${THIEF}`],
    ['an id that is not IGDB’s', '/api/covers/240/..%2F..%2Fetc'],
    ['an upper-case id', `/api/covers/240/${THIEF.toUpperCase()}`],
  ])('refuses %s with a Korean message, asking nobody', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    expect(igdb.requests).toEqual([]);
  });

  it('answers 404 for a catalog cover IGDB no longer has, and does not ask again for a while', async () => {
    const path = gameCoverPath(WITCHER, 120);
    expect((await get(path)).statusCode).toBe(404);
    expect((await get(path)).json()).toEqual({ message: catalogMessages.coverNotFound });
    expect(igdb.requests).toEqual([`/igdb/image/upload/t_cover_big/${WITCHER}.jpg`]);
  });

  it.each([
    [500, 528],
    ['stall', 180],
  ] as const)('answers 503 when IGDB fails (%s), keeps nothing, and makes it once IGDB is back', async (failure, width) => {
    const path = gameCoverPath(THIEF, width);
    igdb.failWith = failure;
    const res = await get(path);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: catalogMessages.coverUnavailable });
    igdb.failWith = null;
    igdb.requests.length = 0;
    const again = await get(path);
    expect(again.statusCode).toBe(200);
    expect((await sharp(again.rawPayload).metadata()).width).toBe(width);
    expect(igdb.requests).toHaveLength(1);
  });
});
