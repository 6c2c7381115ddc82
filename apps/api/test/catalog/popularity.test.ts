import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GamePageSchema, searchGames } from '@gameshelf/contracts';

import {
  ACTIVITY_HALF_LIFE_DAYS,
  ACTIVITY_POINTS,
  ACTIVITY_WINDOW_DAYS,
  CRITIC_COUNT_POINTS,
  RECENCY_DAYS,
  RECENCY_POINTS,
  recordGameActivity,
} from '../../src/modules/catalog/popularity.ts';
import type { SeedGame } from '../../src/modules/catalog/ingest/seed-format.ts';
import { makeSeedGame } from '../seed-game.ts';
import { queryRows } from '../../src/db/database.ts';
import { users } from '../../src/db/schema.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const DAY = 86_400_000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

function game(igdbId: number, name: string, popularity: number, extra: Partial<SeedGame> = {}): SeedGame {
  return makeSeedGame({ igdbId, name, popularity, firstReleaseDate: '2001-01-01', ...extra });
}

describe.each(engines)('popularity on $name', (engine) => {
  let t: TestApp;
  let userIds: number[];
  const now = new Date();
  const recentDate = isoDay(new Date(now.getTime() - 100 * DAY));

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await t.app.catalog.insert([
      game(700_001, 'Puzzle Quiet Classic', 10),
      game(700_002, 'Puzzle Fresh Release', 10, { firstReleaseDate: recentDate }),
      game(700_003, 'Puzzle With Critics', 10, { totalRatingCount: 99 }),
    ]);
    const rows = await t.database.db
      .insert(users)
      .values([{ username: 'popularity_a' }, { username: 'popularity_b' }, { username: 'popularity_c' }])
      .returning({ id: users.id });
    userIds = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  async function facts(igdbId: number) {
    const [row] = await queryRows<{ id: number; popularity: number; base: number; activity: number; search: number }>(
      t.database.db,
      sql`SELECT g.id, g.popularity, g.popularity_base AS base, g.activity_score AS activity, s.popularity AS search
          FROM games g JOIN game_search s ON s.game_id = g.id WHERE g.igdb_id = ${igdbId}`,
    );
    if (!row) throw new Error(`no game ${igdbId}`);
    return row;
  }

  it('starts from the importer prior plus release recency and critic count', async () => {
    expect(await facts(700_001)).toMatchObject({ popularity: 10, base: 10, activity: 0, search: 10 });
    const fresh = await facts(700_002);
    expect(fresh.popularity).toBeCloseTo(10 + RECENCY_POINTS * (1 - 100 / RECENCY_DAYS), 1);
    expect(fresh.search).toBe(fresh.popularity);
    expect((await facts(700_003)).popularity).toBeCloseTo(10 + CRITIC_COUNT_POINTS * Math.log(100), 1);
  });

  it('adds decayed points for our users\u2019 activity, once per user, game and kind', async () => {
    const classic = await facts(700_001);
    const at = new Date(now.getTime() - 2 * DAY);
    await recordGameActivity(t.database.db, { userId: userIds[0]!, gameId: classic.id, kind: 'wishlist', at });
    await recordGameActivity(t.database.db, { userId: userIds[0]!, gameId: classic.id, kind: 'wishlist', at });
    await recordGameActivity(t.database.db, { userId: userIds[1]!, gameId: classic.id, kind: 'review', at });
    await recordGameActivity(t.database.db, { userId: userIds[2]!, gameId: classic.id, kind: 'collection', at });

    const points = ACTIVITY_POINTS.wishlist + ACTIVITY_POINTS.review + ACTIVITY_POINTS.collection;
    expect(await t.app.catalog.recomputePopularity({ now })).toBeGreaterThanOrEqual(1);
    const afterTwoDays = await facts(700_001);
    expect(afterTwoDays.activity).toBeCloseTo(points * 0.5 ** (2 / ACTIVITY_HALF_LIFE_DAYS), 1);
    expect(afterTwoDays.popularity).toBeCloseTo(10 + afterTwoDays.activity, 1);
    expect(afterTwoDays.search).toBe(afterTwoDays.popularity);

    // A month later the same activity counts half as much; past the window it no longer counts.
    await t.app.catalog.recomputePopularity({ now: new Date(now.getTime() + ACTIVITY_HALF_LIFE_DAYS * DAY) });
    expect((await facts(700_001)).activity).toBeCloseTo(points * 0.5 ** ((2 + ACTIVITY_HALF_LIFE_DAYS) / ACTIVITY_HALF_LIFE_DAYS), 1);
    await t.app.catalog.recomputePopularity({ now: new Date(now.getTime() + ACTIVITY_WINDOW_DAYS * DAY) });
    expect(await facts(700_001)).toMatchObject({ activity: 0, popularity: 10, search: 10 });
    await t.app.catalog.recomputePopularity({ now });
  });

  it('re-ranks the default list and the search after a recompute', async () => {
    const quiet = await facts(700_001);
    const critics = await facts(700_003);
    const list = async () => {
      const res = await t.app.inject({ method: 'GET', url: `${searchGames.path}?keyword=puzzle&size=5` });
      return GamePageSchema.parse(res.json()).content.map((g) => g.igdbId);
    };
    expect((await list())[0]).toBe(700_003);
    for (const userId of userIds) {
      for (const kind of ['wishlist', 'collection', 'review'] as const) {
        await recordGameActivity(t.database.db, { userId, gameId: quiet.id, kind });
      }
    }
    await t.app.catalog.recomputePopularity({ now: new Date() });
    expect((await facts(700_001)).popularity).toBeGreaterThan(critics.popularity);
    expect((await list())[0]).toBe(700_001);
  });

  it('the periodic run touches only games whose value can change, and nothing when nothing changed', async () => {
    const later = new Date(Date.now() + 60_000);
    await t.app.catalog.recomputePopularity({ scope: 'all', now: later });
    expect(await t.app.catalog.recomputePopularity({ scope: 'changing', now: later })).toBe(0);
    // A day later the recent release and the decaying activity move; the old classics do not.
    const changed = await t.app.catalog.recomputePopularity({ scope: 'changing', now: new Date(later.getTime() + DAY) });
    expect(changed).toBeGreaterThanOrEqual(2);
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(t.database.db, sql`SELECT count(*)::int AS total FROM games`);
    expect(changed).toBeLessThan(total / 2);
  });
});
