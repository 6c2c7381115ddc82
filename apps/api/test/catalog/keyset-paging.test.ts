import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_SORT_KEYS,
  GamePageSchema,
  toGameListSearchParams,
  type GameListParams,
  type GamePage,
  listGames,
} from '@gameshelf/contracts';

import type { SeedGame } from '../../src/modules/catalog/ingest/seed-format.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/**
 * Extra games with the ties and NULLs a keyset cursor must get right: equal popularity, rating,
 * release date and name across games, NULL dates and ratings (sorted last both ways), and one
 * created_at for the whole batch.
 */
const tricky: SeedGame[] = Array.from({ length: 30 }, (_, i) => ({
  igdbId: 900_000 + i,
  name: i % 4 === 0 ? 'Same Name' : `Keyset Game ${String.fromCharCode(65 + (i % 7))}`,
  nameKo: i % 5 === 0 ? '같은 이름' : null,
  summary: null,
  firstReleaseDate: i % 3 === 0 ? null : `20${10 + (i % 4)}-01-01`,
  totalRating: i % 4 === 1 ? null : 50 + (i % 3),
  totalRatingCount: 0,
  coverImageId: null,
  screenshotImageIds: [],
  platforms: i % 2 ? ['PC (Microsoft Windows)'] : ['PlayStation 5'],
  genres: ['Puzzle'],
  steamAppId: null,
  gogId: null,
  isFeatured: i % 6 === 0,
  popularity: i % 5 === 0 ? 0.1 + 0.2 : 7 + (i % 2),
  hastilyHours: null,
  normallyHours: null,
  completelyHours: null,
  gameType: null,
  alternativeNames: [],
  koreanSupport: null,
}));

describe.each(engines)('keyset paging on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    await t.app.catalog.insert(tricky, { analyze: false });
  });
  afterAll(() => t.close());

  async function list(params: GameListParams): Promise<GamePage> {
    const res = await t.app.inject({ method: 'GET', url: `${listGames.path}?${toGameListSearchParams(params).toString()}` });
    expect(res.statusCode, res.body).toBe(200);
    return GamePageSchema.parse(res.json());
  }

  /** Forgets cached pages and cursors, so the next reads go to the database by OFFSET. */
  const forget = () => t.app.catalog.caches.written();

  const cases = GAME_SORT_KEYS.flatMap((sortBy) =>
    (['asc', 'desc'] as const).flatMap((sortOrder) =>
      [{}, { platformCodes: ['PC' as const] }, { keyword: 'game' }].flatMap((filter) =>
        [3, 7].map((size) => ({ sortBy, sortOrder, size, filter })),
      ),
    ),
  );

  it.each(cases)(
    '$sortBy $sortOrder, size $size, filter $filter: keyset pages equal OFFSET pages',
    async ({ sortBy, sortOrder, size, filter }) => {
      const params = { ...filter, sortBy, sortOrder, size };
      // Forwards: every page after the first starts from the previous page's cursor (keyset).
      forget();
      const forwards: GamePage[] = [];
      for (let page = 0; ; page++) {
        const res = await list({ ...params, page });
        forwards.push(res);
        if (res.last) break;
      }
      // Backwards with nothing cached: no predecessor cursor, so every page is read by OFFSET.
      forget();
      const count = forwards.length;
      const backwards: GamePage[] = [];
      for (let page = count - 1; page >= 0; page--) backwards.unshift(await list({ ...params, page }));
      expect(forwards).toEqual(backwards);
      // Jumps: from a cursor several pages back (keyset with a skip), and one past the end.
      forget();
      await list({ ...params, page: 0 });
      for (const page of [2, 3, Math.max(4, count - 1), count + 1]) {
        const expected = backwards[page] ?? (await offsetOnly({ ...params, page }));
        expect(await list({ ...params, page })).toEqual(expected);
      }
      const ids = forwards.flatMap((p) => p.content.map((g) => g.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(forwards[0]!.totalElements);
    },
  );

  async function offsetOnly(params: GameListParams): Promise<GamePage> {
    forget();
    const res = await list(params);
    forget();
    await list({ ...params, page: 0 });
    return res;
  }
});

describe.each(engines)('sort indexes on $name', (engine) => {
  it('cover the list filters, so filtered walks along them are index-only scans', async () => {
    const { database, dispose } = await engine.open();
    try {
      const rows = await queryRows<{ name: string; def: string }>(
        database.db,
        sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'games' AND indexname ~ '^games_(popularity|sort_name|release|rating|review_count|created_at)'`,
      );
      expect(rows.map((r) => r.name).sort()).toHaveLength(8);
      for (const row of rows) expect(row.def, row.name).toMatch(/INCLUDE \(platform_codes, genre_ids(, total_rating)?, is_featured\)/);
    } finally {
      await dispose();
    }
  });
});
