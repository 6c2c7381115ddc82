import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GamePageSchema,
  MAINTENANCE_STATE_ELEMENT_ID,
  type LoginData,
  addCollectionGame,
  createCollection,
  createReview,
  GAME_IMAGE_ORIGIN,
  getCollectionPreviewImage,
  getGamePreviewImage,
  getNoticePreviewImage,
  getProfilePreviewImage,
  getReviewPreviewImage,
  listGames,
  pathOf,
  updateAccountSettings,
  updateCollection,
  webPaths,
  withQuery,
} from '@gameshelf/contracts';
import { buildApp } from '../../src/app.ts';
import { createCardRenderer, type CardRenderer } from '../../src/modules/previews/card-renderer.ts';
import { createRemoteImages } from '../../src/modules/previews/remote-images.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { writeWebBuild } from '../security/web-build.ts';

const PUBLIC_URL = 'https://gameshelf.test';
const TERMS_NOTICE_ID = 1;
// What the private things are called: none of it may appear in any page or image a guest gets.
const SECRET_COLLECTION = '숨겨둔 보물 선반';
const PRIVATE_OWNER = 'hidden_owner';
const PRIVATE_OWNERS_COLLECTION = '주인만 아는 선반';
const PRIVATE_REVIEW = '아무도 몰랐으면 하는 감상';
const TRICKY_NAME = '<선반>&"보물"';

/** The width and height in a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The head's meta content by property or name. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown> | null {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : null;
}

describe.each(engines)('link previews on $name', (engine) => {
  const build = writeWebBuild();
  let covers: Server;
  let coverOrigin: string;
  const coverHits: string[] = [];
  const renders: Array<{ kind: string; complete: boolean }> = [];
  /** Everything each render was given to draw. */
  const drawn: string[] = [];
  let t: TestApp;
  let alice: LoginData;
  let owner: LoginData;
  let gameId: number;
  let deadCoverGameId: number;
  let aliceCollectionId: number;
  let secretCollectionId: number;
  let privateOwnersCollectionId: number;
  let aliceReviewId: number;
  let privateReviewId: number;
  let genericHtml: string;

  /** The real renderer (satori and resvg), counted. */
  const countingRenderer = (): CardRenderer => {
    const real = createCardRenderer(
      createRemoteImages({ allowedOrigins: [GAME_IMAGE_ORIGIN, coverOrigin], publicUrl: PUBLIC_URL, timeoutMs: 300 }),
    );
    return async (card) => {
      const rendered = await real(card);
      renders.push({ kind: card.kind, complete: rendered.complete });
      drawn.push([card.title, card.subtitle, card.quote, ...card.facts].join(' '));
      return rendered;
    };
  };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res.body;
  };

  beforeAll(async () => {
    const coverPng = await sharp({ create: { width: 264, height: 352, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    covers = createServer((req, res) => {
      coverHits.push(req.url ?? '');
      // The slow cover never answers within the renderer's timeout.
      if (req.url === '/slow.png') return void setTimeout(() => res.end(coverPng), 2000);
      res.writeHead(200, { 'content-type': 'image/png' }).end(coverPng);
    });
    await new Promise<void>((resolve) => covers.listen(0, '127.0.0.1', resolve));
    coverOrigin = `http://127.0.0.1:${(covers.address() as AddressInfo).port}`;
    t = await buildTestApp(engine, {
      app: {
        isDevelopment: true,
        webDistDir: build.dir,
        auth: { publicUrl: PUBLIC_URL, rateLimits: { devLogin: 1000 } },
        security: { imageOrigins: [coverOrigin] },
        previews: { render: countingRenderer() },
      },
    });
    genericHtml = await page('/games');
    const games = GamePageSchema.parse((await call('GET', `${listGames.path}?size=50`)).json()).content;
    const zelda = games.find((g) => g.nameKo === '젤다의 전설 브레스 오브 더 와일드')!;
    gameId = zelda.id;
    deadCoverGameId = games.find((g) => g.id !== gameId)!.id;
    // The covers come from the local server (an allowed origin): one that loads, one that never does.
    const { db } = t.database;
    const { sql } = await import('drizzle-orm');
    await db.execute(sql`UPDATE games SET localized_cover_image_url = ${`${coverOrigin}/zelda.png`} WHERE id = ${gameId}`);
    await db.execute(sql`UPDATE games SET localized_cover_image_url = ${`${coverOrigin}/slow.png`} WHERE id = ${deadCoverGameId}`);
    await t.app.catalog.gameChanged(db, gameId);
    await t.app.catalog.gameChanged(db, deadCoverGameId);

    alice = await devLogin(t.app, 'preview_alice');
    owner = await devLogin(t.app, PRIVATE_OWNER);
    const made = async (who: LoginData, name: string, isPublic: boolean) => {
      const res = await call('POST', createCollection.path, who.accessToken, { name, isPublic });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ id: number }>().id;
      expect((await call('POST', pathOf(addCollectionGame.path, { id }), who.accessToken, { gameId })).statusCode).toBe(201);
      return id;
    };
    aliceCollectionId = await made(alice, TRICKY_NAME, true);
    secretCollectionId = await made(alice, SECRET_COLLECTION, false);
    privateOwnersCollectionId = await made(owner, PRIVATE_OWNERS_COLLECTION, true);
    const review = async (who: LoginData, content: string) => {
      const res = await call('POST', createReview.path, who.accessToken, { gameId, rating: 4.5, content });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { id: number } }>().data.id;
    };
    aliceReviewId = await review(alice, '다시 해도 재밌는 <명작> & "인생 게임"');
    privateReviewId = await review(owner, PRIVATE_REVIEW);
    expect((await call('PATCH', updateAccountSettings.path, owner.accessToken, { isPublicProfile: false })).statusCode).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => covers.close(resolve));
    rmSync(build.dir, { recursive: true, force: true });
  });

  it('gives a game page its own head: Korean name, canonical, Open Graph, Twitter and VideoGame JSON-LD', async () => {
    const html = await page(webPaths.game(gameId));
    expect(html).toContain('<title>젤다의 전설 브레스 오브 더 와일드 | 게임셸프</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/game/${gameId}" />`);
    expect(meta(html, 'og:title')).toBe('젤다의 전설 브레스 오브 더 와일드');
    expect(meta(html, 'og:type')).toBe('video.game');
    expect(meta(html, 'og:locale')).toBe('ko_KR');
    expect(meta(html, 'og:site_name')).toBe('게임셸프');
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${pathOf(getGamePreviewImage.path, { id: gameId })}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')).toBeTruthy();
    // The generic head is replaced, not repeated; the page is still the app.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    const data = jsonLd(html)!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoGame',
      name: '젤다의 전설 브레스 오브 더 와일드',
      alternateName: 'The Legend of Zelda: Breath of the Wild',
      url: `${PUBLIC_URL}/game/${gameId}`,
      image: `${coverOrigin}/zelda.png`,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2, bestRating: 5 },
    });
    // A game nobody reviewed has no rating; an unknown game keeps the generic head.
    expect(jsonLd(await page(webPaths.game(deadCoverGameId)))).not.toHaveProperty('aggregateRating');
    expect(await page(webPaths.game(999_999))).toBe(genericHtml);
  });

  it('describes a review shared as /game/{id}?review={id}, with Review JSON-LD', async () => {
    const html = await page(withQuery(webPaths.game(gameId), { review: aliceReviewId }));
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${pathOf(getReviewPreviewImage.path, { id: aliceReviewId })}`);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/game/${gameId}?review=${aliceReviewId}`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/game/${gameId}" />`);
    expect(html).not.toContain('<명작>');
    expect(meta(html, 'description')).toContain('&lt;명작&gt; &amp; &quot;인생 게임&quot;');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'preview_alice' },
      reviewRating: { '@type': 'Rating', ratingValue: 4.5 },
      itemReviewed: { '@type': 'VideoGame', name: '젤다의 전설 브레스 오브 더 와일드' },
    });
    // The JSON-LD block escapes `<` so no text can close it.
    expect(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]).not.toContain('<');
  });

  it('gives a public collection, a profile and a notice their heads, escaping what users wrote', async () => {
    for (const url of [webPaths.publicCollection(aliceCollectionId), webPaths.collectionDetail(aliceCollectionId)]) {
      const html = await page(url);
      expect(html).toContain('<title>&lt;선반&gt;&amp;&quot;보물&quot; | 게임셸프</title>');
      expect(html).not.toContain(TRICKY_NAME);
      expect(meta(html, 'og:title')).toBe('&lt;선반&gt;&amp;&quot;보물&quot;');
      expect(meta(html, 'description')).toBe('preview_alice님의 컬렉션 · 게임 1개');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/collection/public/${aliceCollectionId}" />`);
      expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${pathOf(getCollectionPreviewImage.path, { id: aliceCollectionId })}`);
    }
    const profile = await page(webPaths.user('preview_alice'));
    expect(meta(profile, 'og:type')).toBe('profile');
    expect(meta(profile, 'og:image')).toBe(`${PUBLIC_URL}${pathOf(getProfilePreviewImage.path, { username: 'preview_alice' })}`);
    expect(meta(profile, 'description')).toContain('게임 1개');
    const notice = await page(webPaths.notice(TERMS_NOTICE_ID));
    expect(notice).toContain('<title>이용약관 | 게임셸프</title>');
    expect(meta(notice, 'og:image')).toBe(`${PUBLIC_URL}${pathOf(getNoticePreviewImage.path, { id: TERMS_NOTICE_ID })}`);
  });

  it('reveals nothing of a private collection, a private profile or its reviews in HTML, meta tags, JSON-LD or image', async () => {
    const secrets = [SECRET_COLLECTION, PRIVATE_OWNER, PRIVATE_OWNERS_COLLECTION, PRIVATE_REVIEW];
    for (const url of [
      webPaths.collectionDetail(secretCollectionId),
      webPaths.publicCollection(secretCollectionId),
      webPaths.publicCollection(privateOwnersCollectionId),
      webPaths.user(PRIVATE_OWNER),
    ]) {
      const html = await page(url);
      // Exactly the page of any other URL: the generic head, nothing added.
      expect(html, url).toBe(genericHtml);
    }
    // A private writer's review shared on its game: the game's own head, nothing of the review.
    const shared = await page(withQuery(webPaths.game(gameId), { review: privateReviewId }));
    for (const secret of secrets) expect(shared).not.toContain(secret);
    expect(jsonLd(shared)).toMatchObject({ '@type': 'VideoGame' });

    const missing = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      for (const secret of secrets) expect(res.body).not.toContain(secret);
      return res.json<{ message: string }>();
    };
    expect(await missing(pathOf(getCollectionPreviewImage.path, { id: secretCollectionId }))).toEqual(
      await missing(pathOf(getCollectionPreviewImage.path, { id: 999_999 })),
    );
    expect(await missing(pathOf(getCollectionPreviewImage.path, { id: privateOwnersCollectionId }))).toEqual(
      await missing(pathOf(getCollectionPreviewImage.path, { id: 999_999 })),
    );
    expect(await missing(pathOf(getProfilePreviewImage.path, { username: PRIVATE_OWNER }))).toEqual(
      await missing(pathOf(getProfilePreviewImage.path, { username: 'nobody_here' })),
    );
    expect(await missing(pathOf(getReviewPreviewImage.path, { id: privateReviewId }))).toEqual(
      await missing(pathOf(getReviewPreviewImage.path, { id: 999_999 })),
    );
    // Nothing private was ever drawn, while the public ones were.
    await t.app.inject({ method: 'GET', url: pathOf(getCollectionPreviewImage.path, { id: aliceCollectionId }) });
    expect(drawn.join('\n')).toContain(TRICKY_NAME);
    for (const secret of secrets) expect(drawn.join('\n')).not.toContain(secret);
  });

  it('answers 1200×630 PNGs for every kind, cached: ETag, 304, and no second render', async () => {
    const urls = [
      pathOf(getGamePreviewImage.path, { id: gameId }),
      pathOf(getCollectionPreviewImage.path, { id: aliceCollectionId }),
      pathOf(getProfilePreviewImage.path, { username: 'preview_alice' }),
      pathOf(getReviewPreviewImage.path, { id: aliceReviewId }),
      pathOf(getNoticePreviewImage.path, { id: TERMS_NOTICE_ID }),
    ];
    for (const url of urls) {
      const before = renders.length;
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      // Kept for minutes when public for good (a game, a notice), revalidated every time when it may turn private.
      expect(first.headers['cache-control']).toBe(/\/(games|notices)\//.test(url) ? 'public, max-age=600' : 'public, no-cache');
      expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
      const drawnNow = renders.length - before;
      expect(drawnNow).toBeLessThanOrEqual(1);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      const again = await t.app.inject({ method: 'GET', url });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(renders.length, url).toBe(before + drawnNow);
    }
    // The game's cover came from the allowed host and loaded.
    expect(coverHits).toContain('/zelda.png');
    expect(renders.find((r) => r.kind === 'game')).toMatchObject({ complete: true });

    // Another process on the same database finds the stored images without drawing them.
    const otherRenders: string[] = [];
    const other = await buildApp({
      database: t.database,
      auth: { publicUrl: PUBLIC_URL },
      previews: { render: async (card) => (otherRenders.push(card.kind), { png: Buffer.alloc(0), complete: true }) },
    });
    try {
      for (const url of urls) {
        const res = await other.inject({ method: 'GET', url });
        expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      }
      expect(otherRenders).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('draws a new image when what it shows changes', async () => {
    const url = pathOf(getCollectionPreviewImage.path, { id: aliceCollectionId });
    const before = (await t.app.inject({ method: 'GET', url })).headers.etag;
    const renamed = await call('PUT', pathOf(updateCollection.path, { id: aliceCollectionId }), alice.accessToken, {
      name: '새 이름의 선반',
      isPublic: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': before as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    // Made private, its image is gone at once, also for a cache revalidating the copy it holds.
    await call('PUT', pathOf(updateCollection.path, { id: aliceCollectionId }), alice.accessToken, {
      name: '새 이름의 선반',
      isPublic: false,
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': after.headers.etag as string } })).statusCode).toBe(404);
  });

  it('keeps the maintenance state beside the head, and answers each image once (no warning logged)', async () => {
    const lines: string[] = [];
    const other = await buildApp({
      database: t.database,
      webDistDir: build.dir,
      auth: { publicUrl: PUBLIC_URL },
      maintenance: { file: path.join(build.dir, 'no-maintenance.json'), checkEveryMs: 0 },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
      previews: { render: countingRenderer() },
    });
    try {
      const res = await other.inject({ method: 'GET', url: webPaths.game(gameId), headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(res.rawPayload).toString();
      expect(html).toContain(`id="${MAINTENANCE_STATE_ELEMENT_ID}">null</script>`);
      expect(meta(html, 'og:title')).toBe('젤다의 전설 브레스 오브 더 와일드');
      expect(html.indexOf('og:title')).toBeLessThan(html.indexOf(MAINTENANCE_STATE_ELEMENT_ID));
      const image = await other.inject({ method: 'GET', url: pathOf(getNoticePreviewImage.path, { id: TERMS_NOTICE_ID }) });
      expect(image.statusCode).toBe(200);
      expect(lines).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('falls back to a placeholder when a cover cannot load, and never fails the image', async () => {
    const res = await t.app.inject({ method: 'GET', url: pathOf(getGamePreviewImage.path, { id: deadCoverGameId }) });
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(renders.at(-1)).toEqual({ kind: 'game', complete: false });
  });
});
