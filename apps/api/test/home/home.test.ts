import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerListSchema,
  BannerSchema,
  GamePageSchema,
  HomeDataSchema,
  ReviewSavedSchema,
  homeMessages,
  uploadMessages,
  type Banner,
  type LoginData,
  createReview,
  getHomeData,
  listActiveBanners,
  listAllBanners,
  pathOf,
  updateBanner,
  uploadBannerImage,
  createBanner,
  deleteBanner,
  deleteReview,
  listGames,
} from '@gameshelf/contracts';
import { buildApp } from '../../src/app.ts';
import { adminLogin } from '../admin-helpers.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { multipart } from '../multipart.ts';

describe.each(engines)('home and banners on $name', (engine) => {
  let t: TestApp;
  let user: LoginData;
  let admin: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, auth: { rateLimits: { devLogin: 1000 } } } });
    user = await devLogin(t.app, 'home_user');
    admin = await adminLogin(t.app, t.database, 'home_admin');
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : undefined, payload });
  const home = async (app = t.app) => HomeDataSchema.parse((await app.inject({ method: 'GET', url: getHomeData.path })).json());
  const banner = (overrides: Partial<Record<keyof Banner, unknown>> = {}) => ({
    title: '여름 세일',
    description: '인기 게임 최대 70% 할인',
    imageUrl: 'https://cdn.example.com/summer.webp',
    backgroundColor: '#1e3a8a',
    linkType: 'INTERNAL',
    linkUrl: '/games?featured=true',
    displayOrder: 5,
    isActive: true,
    ...overrides,
  });

  it('serves the 10 most popular games, the featured ones and the popular reviews', async () => {
    const data = await home();
    const popular = GamePageSchema.parse((await call('GET', `${listGames.path}?size=10&sortBy=popularity`)).json()).content;
    expect(data.popularGames.map((g) => g.id)).toEqual(popular.map((g) => g.id));
    expect(data.popularGames).toHaveLength(10);
    expect(data.featuredGames.length).toBeGreaterThan(0);
    expect(data.featuredGames.every((g) => g.isFeatured)).toBe(true);
    expect(data.recentReviews).toEqual([]);
  });

  it('shows a new popular review at once, on every API process (the cache follows writes)', async () => {
    // A second process over the same database, with its own in-memory cache, warmed first.
    const other = await buildApp({ database: t.database });
    await other.ready();
    try {
      await home(other);
      const gameId = (await home()).popularGames[0]!.id;
      const res = await call('POST', createReview.path, user.accessToken, {
        gameId,
        rating: 5,
        content: '이 게임은 몇 번을 다시 해도 새로운 발견이 있어요. 강력 추천합니다.',
      });
      const review = ReviewSavedSchema.parse(res.json()).data;
      for (const app of [t.app, other]) expect((await home(app)).recentReviews.map((r) => r.id)).toEqual([review.id]);
      await call('DELETE', pathOf(deleteReview.path, { id: review.id }), user.accessToken);
      for (const app of [t.app, other]) expect((await home(app)).recentReviews).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('sends the kept bytes in the encoding asked for, and a review shows in every encoding at once', async () => {
    const decoded = async () => {
      const answers = await Promise.all(
        (['br', 'gzip', 'identity'] as const).map(async (encoding) => {
          const res = await t.app.inject({ method: 'GET', url: getHomeData.path, headers: { 'accept-encoding': encoding } });
          expect(res.headers.vary).toBe('Accept-Encoding');
          expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
          const body =
            encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
          return HomeDataSchema.parse(JSON.parse(body.toString('utf8')));
        }),
      );
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
      return answers[0]!;
    };
    const before = await decoded();
    const gameId = before.popularGames[1]!.id;
    const res = await call('POST', createReview.path, user.accessToken, {
      gameId,
      rating: 4,
      content: '압축된 홈 화면에도 새 리뷰가 바로 보이는지 확인하는 리뷰입니다.',
    });
    const review = ReviewSavedSchema.parse(res.json()).data;
    expect((await decoded()).recentReviews.map((r) => r.id)).toContain(review.id);
    await call('DELETE', pathOf(deleteReview.path, { id: review.id }), user.accessToken);
    expect((await decoded()).recentReviews.map((r) => r.id)).not.toContain(review.id);
  });

  it('lists the seeded banners by display order, and only active ones for everyone', async () => {
    const active = BannerListSchema.parse((await call('GET', listActiveBanners.path)).json());
    expect(active.map((b) => b.title)).toEqual(['모든 플랫폼의 게임을 한곳에', '나만의 게임 컬렉션 만들기']);
    expect(active.every((b) => b.imageUrl.startsWith('/banners/'))).toBe(true);

    const hidden = BannerSchema.parse(
      (await call('POST', createBanner.path, admin.accessToken, banner({ isActive: false, displayOrder: 0 }))).json(),
    );
    const first = BannerSchema.parse(
      (await call('POST', createBanner.path, admin.accessToken, banner({ title: '맨 앞', displayOrder: 0 }))).json(),
    );
    const publicList = BannerListSchema.parse((await call('GET', listActiveBanners.path)).json());
    expect(publicList.map((b) => b.id)).not.toContain(hidden.id);
    expect(publicList.map((b) => b.title).slice(0, 2)).toEqual(['모든 플랫폼의 게임을 한곳에', '맨 앞']);
    const all = BannerListSchema.parse((await call('GET', listAllBanners.path, admin.accessToken)).json());
    expect(all.map((b) => b.id)).toContain(hidden.id);

    // Reordering and switching on go through update.
    const moved = await call(
      'PUT',
      pathOf(updateBanner.path, { id: hidden.id }),
      admin.accessToken,
      banner({ isActive: true, displayOrder: 99, title: '맨 뒤' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(BannerListSchema.parse((await call('GET', listActiveBanners.path)).json()).at(-1)?.title).toBe('맨 뒤');
    for (const id of [hidden.id, first.id])
      expect((await call('DELETE', pathOf(deleteBanner.path, { id }), admin.accessToken)).json()).toEqual({
        message: homeMessages.bannerDeleted,
      });
    expect((await call('DELETE', pathOf(deleteBanner.path, { id: hidden.id }), admin.accessToken)).statusCode).toBe(404);
    expect((await call('PUT', pathOf(updateBanner.path, { id: hidden.id }), admin.accessToken, banner())).statusCode).toBe(404);
  });

  it('refuses guests (401) and users (403) on every admin banner call', async () => {
    const [seeded] = BannerListSchema.parse((await call('GET', listActiveBanners.path)).json());
    for (const [token, status] of [
      [undefined, 401],
      [user.accessToken, 403],
    ] as const) {
      expect((await call('GET', listAllBanners.path, token)).statusCode).toBe(status);
      expect((await call('POST', createBanner.path, token, banner())).statusCode).toBe(status);
      expect((await call('PUT', pathOf(updateBanner.path, { id: seeded!.id }), token, banner())).statusCode).toBe(status);
      expect((await call('DELETE', pathOf(deleteBanner.path, { id: seeded!.id }), token)).statusCode).toBe(status);
      expect((await call('POST', uploadBannerImage.path, token)).statusCode).toBe(status);
    }
    expect(BannerListSchema.parse((await call('GET', listActiveBanners.path)).json())[0]).toEqual(seeded);
  });

  it('takes a link that fits its type, and a picture that is ours or https', async () => {
    const refused = [
      [{ linkType: 'INTERNAL', linkUrl: 'https://example.com' }, homeMessages.bannerLinkInvalid],
      [{ linkType: 'INTERNAL', linkUrl: '//evil.example.com' }, homeMessages.bannerLinkInvalid],
      [{ linkType: 'EXTERNAL', linkUrl: 'http://example.com' }, homeMessages.bannerLinkInvalid],
      [{ linkType: 'EXTERNAL', linkUrl: 'javascript:alert(1)' }, homeMessages.bannerLinkInvalid],
      [{ linkType: 'EXTERNAL', linkUrl: null }, homeMessages.bannerLinkInvalid],
      [{ linkType: 'NONE', linkUrl: '/games' }, homeMessages.bannerLinkInvalid],
      [{ imageUrl: 'http://cdn.example.com/a.png' }, homeMessages.bannerImageInvalid],
      [{ imageUrl: 'javascript:alert(1)' }, homeMessages.bannerImageInvalid],
      [{ imageUrl: '/uploads/profile-images/1-abc.webp' }, homeMessages.bannerImageInvalid],
      [{ imageUrl: '/uploads/banners/../profile-images/1-abcdefghijklmnop.webp' }, homeMessages.bannerImageInvalid],
      [{ title: '   ' }, homeMessages.bannerTitleRequired],
      [{ title: '가'.repeat(51) }, homeMessages.bannerTitleTooLong],
      [{ backgroundColor: 'red' }, homeMessages.bannerColorInvalid],
      [{ displayOrder: -1 }, homeMessages.bannerOrderInvalid],
    ] as const;
    for (const [overrides, message] of refused) {
      const res = await call('POST', createBanner.path, admin.accessToken, banner(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    const ok = [
      { linkType: 'EXTERNAL', linkUrl: 'https://store.example.com/sale' },
      { linkType: 'NONE', linkUrl: null },
      { linkType: 'NONE', linkUrl: '' },
      { linkType: 'INTERNAL', linkUrl: '/landing?from=banner' },
    ] as const;
    for (const overrides of ok) {
      const res = await call('POST', createBanner.path, admin.accessToken, banner(overrides));
      expect(res.statusCode, `${JSON.stringify(overrides)} ${res.body}`).toBe(201);
      await call('DELETE', pathOf(deleteBanner.path, { id: BannerSchema.parse(res.json()).id }), admin.accessToken);
    }
  });

  it('re-encodes an uploaded banner picture, which a banner may then use', async () => {
    const png = await sharp({ create: { width: 2400, height: 800, channels: 3, background: '#5b21b6' } })
      .png()
      .toBuffer();
    const upload = async (bytes: Buffer, type: string) => {
      const { payload, contentType } = await multipart('file', bytes, 'banner.png', type);
      return t.app.inject({
        method: 'POST',
        url: uploadBannerImage.path,
        headers: { ...bearer(admin.accessToken), 'content-type': contentType },
        payload,
      });
    };
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/banners\/[\w-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 400 });

    const created = await call('POST', createBanner.path, admin.accessToken, banner({ imageUrl }));
    expect(created.statusCode, created.body).toBe(201);
    await call('DELETE', pathOf(deleteBanner.path, { id: BannerSchema.parse(created.json()).id }), admin.accessToken);

    const notImage = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ message: uploadMessages.imageTypeOnly });
  });
});
