import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditLogPageSchema,
  BannerListSchema,
  BannerSchema,
  homeMessages,
  type LoginData,
  listActiveBanners,
  listAllBanners,
  reorderBanners,
  createBanner,
  pageAuditLog,
} from '@gameshelf/contracts';
import { adminLogin } from '../admin-helpers.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('reordering banners on $name', (engine) => {
  let t: TestApp;
  let admin: LoginData;
  let user: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true } });
    admin = await adminLogin(t.app, t.database, 'order_admin');
    user = await devLogin(t.app, 'order_user');
    for (const title of ['첫째', '둘째', '셋째']) {
      const res = await t.app.inject({
        method: 'POST',
        url: createBanner.path,
        headers: bearer(admin.accessToken),
        payload: { title, imageUrl: 'https://cdn.example.com/b.webp', displayOrder: 7 },
      });
      BannerSchema.parse(res.json());
    }
  });
  afterAll(() => t.close());

  const all = async () =>
    BannerListSchema.parse((await t.app.inject({ method: 'GET', url: listAllBanners.path, headers: bearer(admin.accessToken) })).json());
  const reorder = (bannerIds: unknown, token = admin.accessToken) =>
    t.app.inject({ method: 'PUT', url: reorderBanners.path, headers: bearer(token), payload: { bannerIds } });

  it('sets display orders 0, 1, 2, … from the list, for everyone at once, and records it', async () => {
    const ids = (await all()).map((b) => b.id).reverse();
    const res = await reorder(ids);
    expect(res.statusCode, res.body).toBe(200);
    expect(BannerListSchema.parse(res.json()).map((b) => [b.id, b.displayOrder])).toEqual(ids.map((id, i) => [id, i]));
    const active = BannerListSchema.parse((await t.app.inject({ method: 'GET', url: listActiveBanners.path })).json());
    expect(active.map((b) => b.id)).toEqual(ids);
    const log = AuditLogPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: pageAuditLog.path, headers: bearer(admin.accessToken) })).json(),
    );
    expect(log.content[0]).toMatchObject({ action: 'BANNERS_REORDERED', targetType: 'banner', details: { body: { bannerIds: ids } } });
  });

  it('refuses a list that misses, repeats or invents a banner, changing nothing; users get 403', async () => {
    const before = await all();
    const ids = before.map((b) => b.id);
    for (const bannerIds of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999], 'all']) {
      const res = await reorder(bannerIds);
      expect(res.statusCode, JSON.stringify(bannerIds)).toBe(400);
      expect(res.json()).toMatchObject({ message: homeMessages.bannerOrderIncomplete });
    }
    expect(await all()).toEqual(before);
    expect((await reorder(ids, user.accessToken)).statusCode).toBe(403);
  });
});
