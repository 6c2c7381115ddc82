import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminActivityResultSchema,
  AdminActivityStatsSchema,
  AdminHealthSchema,
  AdminUserPageSchema,
  adminMessages,
  type LoginData,
  getAdminUserActivityStats,
  getAdminUsersHealth,
  listAdminUserActivities,
  pathOf,
  searchAdminUsers,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/** 12:00 on 2026-11-25 in Seoul. */
const NOW = new Date('2026-11-25T03:00:00Z');

describe.each(engines)('admin user activity on $name', (engine) => {
  let t: TestApp;
  let admin: LoginData;
  let active: LoginData;
  type Game = { id: number; label: string };
  let gameA: Game;
  let gameB: Game;
  let gameC: Game;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, adminUsernames: ['op_admin'], now: () => NOW } });
    admin = await devLogin(t.app, 'op_admin');
    active = await devLogin(t.app, 'active_user');
    const other = await devLogin(t.app, 'other_user');
    const db = t.database.db;
    await db.execute(sql`UPDATE users SET display_name = '활동왕', email = 'Active@Example.com' WHERE id = ${active.userId}`);
    const games = await queryRows<{ id: number; name: string; name_ko: string | null }>(
      db,
      sql`(SELECT id, name, name_ko FROM games WHERE name_ko IS NOT NULL ORDER BY id LIMIT 1)
        UNION ALL (SELECT id, name, name_ko FROM games WHERE name_ko IS NULL ORDER BY id LIMIT 2)`,
    );
    [gameA, gameB, gameC] = games.map((g) => ({ id: g.id, label: g.name_ko ?? g.name })) as [Game, Game, Game];
    const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query))[0]!.id;
    ids.c1 = await one(
      sql`INSERT INTO collections (user_id, name, created_at) VALUES (${active.userId}, '최애 게임', '2026-11-01T00:00:00Z') RETURNING id`,
    );
    ids.g1 = await one(sql`INSERT INTO collection_games (collection_id, game_id, playtime_hours, purchase_price, added_at)
      VALUES (${ids.c1}, ${gameA.id}, 12, 55000, '2026-11-20T14:30:00Z') RETURNING id`);
    ids.g2 = await one(sql`INSERT INTO collection_games (collection_id, game_id, added_at)
      VALUES (${ids.c1}, ${gameB.id}, '2026-11-20T15:30:00Z') RETURNING id`);
    ids.r1 = await one(sql`INSERT INTO reviews (user_id, game_id, rating, content, created_at)
      VALUES (${active.userId}, ${gameA.id}, 4.5, ${'가'.repeat(150)}, '2026-11-24T16:00:00Z') RETURNING id`);
    ids.w1 = await one(sql`INSERT INTO wishlist_items (user_id, game_id, created_at)
      VALUES (${active.userId}, ${gameC.id}, '2026-11-24T14:00:00Z') RETURNING id`);
    // Someone else's activity never shows.
    await db.execute(sql`INSERT INTO reviews (user_id, game_id, rating, content, created_at)
      VALUES (${other.userId}, ${gameA.id}, 2, '별로', '2026-11-24T17:00:00Z')`);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.accessToken) });
  const activities = async (query = '') => {
    const res = await get(`${pathOf(listAdminUserActivities.path, { id: active.userId })}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return AdminActivityResultSchema.parse(res.json());
  };

  it('lists the timeline newest first with the spec fields, Seoul times and calendar days', async () => {
    const result = await activities();
    expect(result.stats).toEqual({ totalReviews: 1, totalCollections: 1, totalGamesAdded: 2, totalWishlistItems: 1 });
    expect(result).toMatchObject({ totalPages: 1, currentPage: 0, hasNext: false, hasPrevious: false, totalElements: 5 });
    expect(result.activities).toEqual([
      {
        activityId: `REVIEW-${ids.r1}`,
        activityType: 'REVIEW',
        activityDisplayName: '리뷰 작성',
        gameDisplayName: gameA.label,
        collectionName: null,
        contentPreview: `${'가'.repeat(100)}…`,
        activityTimeKr: '2026.11.25 01:00',
        activityTime: '2026-11-24T16:00:00.000Z',
        daysAgo: 0,
        userRating: 4.5,
        purchasePrice: null,
        playtimeHours: null,
      },
      {
        activityId: `WISHLIST_ADDED-${ids.w1}`,
        activityType: 'WISHLIST_ADDED',
        activityDisplayName: '위시리스트 추가',
        gameDisplayName: gameC.label,
        collectionName: null,
        contentPreview: null,
        activityTimeKr: '2026.11.24 23:00',
        activityTime: '2026-11-24T14:00:00.000Z',
        daysAgo: 1,
        userRating: null,
        purchasePrice: null,
        playtimeHours: null,
      },
      expect.objectContaining({
        activityId: `GAME_ADDED-${ids.g2}`,
        activityDisplayName: '게임 추가',
        gameDisplayName: gameB.label,
        collectionName: '최애 게임',
        activityTimeKr: '2026.11.21 00:30',
        daysAgo: 4,
        purchasePrice: null,
        playtimeHours: 0,
      }),
      expect.objectContaining({
        activityId: `GAME_ADDED-${ids.g1}`,
        activityTimeKr: '2026.11.20 23:30',
        daysAgo: 5,
        purchasePrice: 55000,
        playtimeHours: 12,
        userRating: null,
      }),
      expect.objectContaining({
        activityId: `COLLECTION_CREATED-${ids.c1}`,
        activityDisplayName: '컬렉션 생성',
        gameDisplayName: null,
        collectionName: '최애 게임',
        activityTimeKr: '2026.11.01 09:00',
        daysAgo: 24,
      }),
    ]);
  });

  it('filters by type and by Seoul calendar days (both inclusive), and pages in SQL', async () => {
    const idsOf = (r: { activities: Array<{ activityId: string }> }) => r.activities.map((a) => a.activityId);
    expect(idsOf(await activities('?activityType=GAME_ADDED'))).toEqual([`GAME_ADDED-${ids.g2}`, `GAME_ADDED-${ids.g1}`]);
    const range = await activities('?startDate=2026-11-21&endDate=2026-11-24');
    expect(idsOf(range)).toEqual([`WISHLIST_ADDED-${ids.w1}`, `GAME_ADDED-${ids.g2}`]);
    // Filters narrow the list, never the stats.
    expect(range.stats.totalGamesAdded).toBe(2);
    expect(idsOf(await activities('?startDate=2026-11-25'))).toEqual([`REVIEW-${ids.r1}`]);
    expect(idsOf(await activities('?endDate=2026-11-20&activityType=GAME_ADDED'))).toEqual([`GAME_ADDED-${ids.g1}`]);
    // Empty filters (the reset filter bar) mean no filter.
    expect((await activities('?activityType=&startDate=&endDate=')).totalElements).toBe(5);

    const second = await activities('?page=1&size=2');
    expect(idsOf(second)).toEqual([`GAME_ADDED-${ids.g2}`, `GAME_ADDED-${ids.g1}`]);
    expect(second).toMatchObject({ totalPages: 3, currentPage: 1, hasNext: true, hasPrevious: true, totalElements: 5 });
    const beyond = await activities('?page=5&size=2');
    expect(beyond).toMatchObject({ activities: [], totalPages: 3, currentPage: 5, hasNext: false, hasPrevious: true, totalElements: 5 });
  });

  it('refuses bad filters with Korean messages', async () => {
    for (const [query, message] of [
      ['?activityType=LIKE', adminMessages.invalidActivityType],
      ['?startDate=2026-13-01', adminMessages.invalidDate],
      ['?endDate=2026-02-30', adminMessages.invalidDate],
      ['?startDate=20261101', adminMessages.invalidDate],
      ['?startDate=2026-11-25&endDate=2026-11-24', adminMessages.dateRangeReversed],
    ] as const) {
      const res = await get(`${pathOf(listAdminUserActivities.path, { id: active.userId })}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message });
    }
    expect((await get(`${pathOf(listAdminUserActivities.path, { id: active.userId })}?size=0`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    for (const url of [pathOf(listAdminUserActivities.path, { id: 999_999 }), pathOf(getAdminUserActivityStats.path, { id: 999_999 })]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: adminMessages.userNotFound });
    }
    expect((await get(pathOf(listAdminUserActivities.path, { id: 'abc' }))).statusCode).toBe(400);
  });

  it('answers the stats alone', async () => {
    const res = await get(pathOf(getAdminUserActivityStats.path, { id: active.userId }));
    expect(AdminActivityStatsSchema.parse(res.json())).toEqual({
      totalReviews: 1,
      totalCollections: 1,
      totalGamesAdded: 2,
      totalWishlistItems: 1,
    });
  });

  it('searches users by username, nickname or e-mail without regard to case, with their totals', async () => {
    const search = async (query: string) => AdminUserPageSchema.parse((await get(`${searchAdminUsers.path}${query}`)).json());
    const all = await search('');
    expect(all.totalElements).toBe(3);
    expect(all.content.map((u) => u.username)).toEqual(['other_user', 'active_user', 'op_admin']);
    const [found] = (await search('?query=ACTIVE@example')).content;
    expect(found).toEqual({
      id: active.userId,
      displayName: '활동왕',
      email: 'Active@Example.com',
      username: 'active_user',
      provider: 'dev',
      profileImageUrl: null,
      totalReviews: 1,
      totalCollections: 1,
      totalGamesAdded: 2,
      totalWishlists: 1,
      totalActivities: 5,
    });
    expect((await search('?query=%ED%99%9C%EB%8F%99')).content.map((u) => u.username)).toEqual(['active_user']);
    expect((await search('?query=_user')).content.map((u) => u.username)).toEqual(['other_user', 'active_user']);
    // Pattern characters are taken literally.
    expect((await search('?query=%25')).totalElements).toBe(0);
    const paged = await search('?size=2&page=1');
    expect(paged).toMatchObject({ page: 1, size: 2, last: true, totalElements: 3 });
    expect(paged.content.map((u) => u.username)).toEqual(['op_admin']);
    expect(await search('?page=9')).toMatchObject({ content: [], totalElements: 3, last: true });
    const tooLong = await get(`${searchAdminUsers.path}?query=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: adminMessages.queryTooLong });
  });

  it('answers health with the number of users', async () => {
    expect(AdminHealthSchema.parse((await get(getAdminUsersHealth.path)).json())).toEqual({
      status: 'ok',
      message: adminMessages.healthy,
      totalUsers: 3,
    });
  });
});
