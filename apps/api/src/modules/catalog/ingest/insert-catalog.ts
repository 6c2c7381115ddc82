import { sql } from 'drizzle-orm';
import { bumpGeneration, HOME_CACHE } from '../../../shared/cache-generations.ts';
import { queryRows } from '../../../db/database.ts';
import { games, gameStoreRefs } from '../schema.ts';
import { CatalogNameIds, type Tx } from './catalog-name-ids.ts';
import { mapPlatformCode } from './igdb-mapping.ts';
import { igdbCoverUrl, igdbScreenshotUrl } from './image-urls.ts';
import { priorExtras } from '../popularity.ts';
import { isMainGame, searchRowOf, writeSearchRows } from '../search/search-documents.ts';
import { cmuPronouncer } from '../search/readings/cmu-pronouncer.ts';
import { announceCatalogChanged } from '../catalog-changes.ts';
import type { CatalogStore } from '../catalog-store.ts';
import type { Pronouncer } from '../search/readings/word-readings.ts';
import type { SeedGame } from './seed-format.ts';

export type InsertCatalogOptions = {
  /** Games per INSERT statement (sent as one JSON parameter). */
  batchSize?: number;
  /** Called after each batch with the number of games written so far. */
  onProgress?: (written: number) => void;
  /** Run VACUUM (ANALYZE) afterwards (default true): planner statistics and index-only scans. */
  analyze?: boolean;
};

export type InsertCatalogResult = { written: number };

const DEFAULT_BATCH_SIZE = 2_500;
const BULK_TABLES = ['games', 'game_platforms', 'game_genres', 'game_search'];

/**
 * Writes catalog games, upserting by igdbId, with their platforms, genres and store references,
 * in one transaction (a failed load leaves the catalog as it was). Takes an array or a stream.
 * Idempotent: loading the same games twice leaves one row per igdbId.
 * Into an empty catalog (first start, full import) the secondary indexes are dropped and rebuilt at
 * the end, several times faster than maintaining the trigram index row by row: pass the whole
 * import as one (async) iterable to get this.
 */
export async function insertCatalog(
  store: CatalogStore,
  source: Iterable<SeedGame> | AsyncIterable<SeedGame>,
  options: InsertCatalogOptions = {},
): Promise<InsertCatalogResult> {
  const { db } = store;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const pronounce = await cmuPronouncer();
  let written = 0;
  await db.transaction(async (tx) => {
    const nameIds = new CatalogNameIds(tx);
    const bulk = await isCatalogEmpty(tx);
    const restore = bulk ? await dropForBulkLoad(tx) : [];
    for await (const batch of inBatches(source, batchSize)) {
      await nameIds.ensure(batch);
      await writeBatch(tx, batch, nameIds, bulk, pronounce);
      written += batch.length;
      options.onProgress?.(written);
    }
    // Rebuilding an index or validating a foreign key once is far cheaper than per row.
    for (const statement of restore) await tx.execute(sql.raw(statement));
  });
  if (options.analyze ?? true) {
    // Outside the transaction: VACUUM cannot run inside one.
    await db.execute(sql.raw(`VACUUM (ANALYZE) platforms, genres, game_store_refs, ${BULK_TABLES.join(', ')}`));
  }
  store.caches.written();
  store.search.rowsReplaced();
  // Other API processes on this database drop their cached game details and rebuild their search index.
  await announceCatalogChanged(store);
  // Featured flags and popularity may have changed: home reads them.
  await bumpGeneration(db, HOME_CACHE);
  return { written };
}

/** Batches of distinct igdbIds (the last occurrence wins, as an upsert would). */
async function* inBatches(source: Iterable<SeedGame> | AsyncIterable<SeedGame>, size: number) {
  let batch = new Map<number, SeedGame>();
  for await (const game of source) {
    batch.set(game.igdbId, game);
    if (batch.size >= size) {
      yield [...batch.values()];
      batch = new Map();
    }
  }
  if (batch.size) yield [...batch.values()];
}

async function isCatalogEmpty(tx: Tx): Promise<boolean> {
  const rows = await tx.select({ id: games.id }).from(games).limit(1);
  return rows.length === 0;
}

/**
 * Drops the indexes that back no constraint (ON CONFLICT needs the unique ones) and the foreign
 * keys of the catalog tables; returns the statements that recreate them.
 */
async function dropForBulkLoad(tx: Tx): Promise<string[]> {
  const tables = sql.join(
    BULK_TABLES.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
        FROM pg_index i
        WHERE i.indrelid::regclass::text IN (${tables})
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  const foreignKeys = await queryRows<{ tableName: string; name: string; definition: string }>(
    tx,
    sql`SELECT c.conrelid::regclass::text AS "tableName", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
        FROM pg_constraint c
        WHERE c.contype = 'f' AND c.conrelid::regclass::text IN (${tables}, 'game_store_refs')`,
  );
  for (const fk of foreignKeys) await tx.execute(sql.raw(`ALTER TABLE ${fk.tableName} DROP CONSTRAINT "${fk.name}"`));
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  return [
    ...indexes.map((index) => index.definition),
    ...foreignKeys.map((fk) => `ALTER TABLE ${fk.tableName} ADD CONSTRAINT "${fk.name}" ${fk.definition}`),
  ];
}

/** Columns written from a SeedGame, in the order of GameRowJson. */
const GAME_COLUMNS = sql.raw(`igdb_id, name, name_ko, summary, first_release_date, total_rating, total_rating_count,
  cover_image_id, cover_image_url, screenshot_urls, is_featured, popularity, hastily_hours, normally_hours,
  completely_hours, platform_codes, genre_ids, platform_ids, game_type, korean_support, alternative_names, is_main`);

/**
 * One batch in a handful of statements. Rows travel as one JSON parameter (jsonb_to_recordset) and
 * links as two arrays (unnest): binding tens of thousands of separate parameters was the slow part.
 */
async function writeBatch(
  tx: Tx,
  batch: readonly SeedGame[],
  nameIds: CatalogNameIds,
  bulk: boolean,
  pronounce: Pronouncer,
): Promise<void> {
  const rows = await queryRows<{ id: number; igdb_id: number }>(
    tx,
    sql`INSERT INTO games (${GAME_COLUMNS})
        SELECT ${GAME_COLUMNS} FROM jsonb_to_recordset(${JSON.stringify(batch.map((g) => toGameRow(g, nameIds)))}::jsonb) AS x(
          igdb_id integer, name text, name_ko text, summary text, first_release_date date, total_rating double precision,
          total_rating_count integer, cover_image_id text, cover_image_url text, screenshot_urls jsonb, is_featured boolean,
          popularity double precision, hastily_hours double precision, normally_hours double precision,
          completely_hours double precision, platform_codes text[], genre_ids integer[], platform_ids integer[],
          game_type text, korean_support text, alternative_names text[], is_main boolean)
        ON CONFLICT (igdb_id) DO UPDATE SET
          name = excluded.name, name_ko = excluded.name_ko, summary = excluded.summary,
          first_release_date = excluded.first_release_date, total_rating = excluded.total_rating,
          total_rating_count = excluded.total_rating_count, cover_image_id = excluded.cover_image_id,
          cover_image_url = excluded.cover_image_url, screenshot_urls = excluded.screenshot_urls,
          is_featured = excluded.is_featured, popularity = excluded.popularity,
          hastily_hours = excluded.hastily_hours, normally_hours = excluded.normally_hours,
          completely_hours = excluded.completely_hours, platform_codes = excluded.platform_codes,
          genre_ids = excluded.genre_ids, platform_ids = excluded.platform_ids, game_type = excluded.game_type,
          -- Steam's storefront listing Korean (prices' steam_store_details, issue 36) keeps OFFICIAL;
          -- otherwise Steam_KRLocInfo's value as imported.
          korean_support = CASE WHEN EXISTS (SELECT 1 FROM steam_store_details d WHERE d.game_id = games.id
              AND d.korean_support IN ('audio', 'text')) THEN 'OFFICIAL' ELSE excluded.korean_support END,
          alternative_names = excluded.alternative_names,
          is_main = excluded.is_main, updated_at = now()
        RETURNING id, igdb_id`,
  );
  const gameIdOf = new Map(rows.map((r) => [r.igdb_id, r.id]));
  const gameIds = rows.map((r) => r.id);
  // The importer's value is the prior; the stored popularity adds recency, critic count and our users' activity.
  const today = sql`current_date`;
  const popularity = await queryRows<{ id: number; popularity: number }>(
    tx,
    sql`UPDATE games g SET popularity_base = g.popularity,
          popularity = round((g.popularity + ${priorExtras(today)} + g.activity_score)::numeric, 2)::float8
        WHERE g.id = ANY(${intArray(gameIds)}::integer[]) RETURNING g.id, g.popularity`,
  );
  const popularityOf = new Map(popularity.map((r) => [r.id, r.popularity]));
  await writeSearchRows(
    tx,
    batch.map((g) => {
      const id = gameIdOf.get(g.igdbId)!;
      return searchRowOf(id, g, popularityOf.get(id) ?? g.popularity, pronounce);
    }),
  );
  if (!bulk) {
    // Re-links replace the old ones so a re-import reflects the new platform and genre lists.
    await tx.execute(sql`DELETE FROM game_platforms WHERE game_id = ANY(${intArray(gameIds)}::integer[])`);
    await tx.execute(sql`DELETE FROM game_genres WHERE game_id = ANY(${intArray(gameIds)}::integer[])`);
  }
  const platformLinks = batch.flatMap((g) => distinct(g.platforms).map((name) => [gameIdOf.get(g.igdbId)!, nameIds.platformId(name)]));
  const genreLinks = batch.flatMap((g) => distinct(g.genres).map((name) => [gameIdOf.get(g.igdbId)!, nameIds.genreId(name)]));
  await tx.execute(sql`INSERT INTO game_platforms (game_id, platform_id)
    SELECT * FROM unnest(${intArray(platformLinks.map((l) => l[0]!))}::integer[], ${intArray(platformLinks.map((l) => l[1]!))}::integer[])
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`INSERT INTO game_genres (game_id, genre_id)
    SELECT * FROM unnest(${intArray(genreLinks.map((l) => l[0]!))}::integer[], ${intArray(genreLinks.map((l) => l[1]!))}::integer[])
    ON CONFLICT DO NOTHING`);
  const storeRefs = batch.flatMap((g) => storeRefsOf(g, gameIdOf.get(g.igdbId)!));
  // IGDB lists one store id on several entries (editions, bundles): the first game keeps it.
  if (storeRefs.length) await tx.insert(gameStoreRefs).values(storeRefs).onConflictDoNothing();
}

/** An integer array as a PostgreSQL array literal, so both drivers bind it as one text parameter. */
const intArray = (values: readonly number[]): string => `{${values.join(',')}}`;

const distinct = (names: readonly string[]): string[] => [...new Set(names)];

function toGameRow(game: SeedGame, nameIds: CatalogNameIds) {
  const codes = game.platforms.map(mapPlatformCode).filter((code) => code !== null);
  return {
    igdb_id: game.igdbId,
    name: game.name,
    name_ko: game.nameKo,
    summary: game.summary,
    first_release_date: game.firstReleaseDate,
    total_rating: game.totalRating,
    total_rating_count: game.totalRatingCount,
    cover_image_id: game.coverImageId,
    cover_image_url: game.coverImageId ? igdbCoverUrl(game.coverImageId) : null,
    screenshot_urls: game.screenshotImageIds.map(igdbScreenshotUrl),
    is_featured: game.isFeatured,
    popularity: game.popularity,
    hastily_hours: game.hastilyHours,
    normally_hours: game.normallyHours,
    completely_hours: game.completelyHours,
    platform_codes: distinct(codes),
    genre_ids: distinct(game.genres).map((name) => nameIds.genreId(name)),
    platform_ids: distinct(game.platforms).map((name) => nameIds.platformId(name)),
    game_type: game.gameType,
    korean_support: game.koreanSupport,
    alternative_names: distinct(game.alternativeNames),
    is_main: isMainGame(game),
  };
}

function storeRefsOf(game: SeedGame, gameId: number): (typeof gameStoreRefs.$inferInsert)[] {
  const refs: (typeof gameStoreRefs.$inferInsert)[] = [];
  if (game.steamAppId !== null) refs.push({ gameId, store: 'steam', externalId: String(game.steamAppId) });
  if (game.gogId !== null) refs.push({ gameId, store: 'gog', externalId: game.gogId });
  return refs;
}
