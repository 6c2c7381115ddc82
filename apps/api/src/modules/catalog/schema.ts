import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  doublePrecision,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * The game catalog. Columns mirror the contract's GameSchema; derived columns
 * (`sort_name`, `search_text`, `has_hangul`) exist only to give each sort and search an index.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    igdbId: integer('igdb_id').unique(),
    name: text('name').notNull(),
    nameKo: text('name_ko'),
    summary: text('summary'),
    summaryKo: text('summary_ko'),
    firstReleaseDate: date('first_release_date', { mode: 'string' }),
    totalRating: doublePrecision('total_rating'),
    totalRatingCount: integer('total_rating_count').notNull().default(0),
    userRatingAvg: doublePrecision('user_rating_avg').notNull().default(0),
    userRatingCount: integer('user_rating_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    coverImageId: text('cover_image_id'),
    coverImageUrl: text('cover_image_url'),
    localizedCoverImageUrl: text('localized_cover_image_url'),
    screenshotUrls: jsonb('screenshot_urls').$type<string[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    /**
     * What the default order and search ranking use: popularityBase + release recency + critic count
     * + activityScore, recomputed by popularity.ts (docs/decisions.md, "Popularity").
     */
    popularity: doublePrecision('popularity').notNull().default(0),
    /** The importer's prior from catalog facts (stores, platforms, critic score, add-on penalty). */
    popularityBase: doublePrecision('popularity_base').notNull().default(0),
    /** Our users' recent activity on the game (decayed points), from game_activity. */
    activityScore: doublePrecision('activity_score').notNull().default(0),
    hastilyHours: doublePrecision('hastily_hours'),
    normallyHours: doublePrecision('normally_hours'),
    completelyHours: doublePrecision('completely_hours'),
    submissionCount: integer('submission_count').notNull().default(0),
    /**
     * Copies of the game_platforms codes and game_genres ids (also the rows' genres), written by insertCatalog, so the list
     * filters are one array test per row while walking a sort index (a join per filter made the
     * planner sort all 170k PC games for one page).
     */
    platformCodes: text('platform_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    genreIds: integer('genre_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * Copy of the game_platforms ids, so a page's rows need no per-row platform subquery: the
     * names come from the small platforms table held in memory (aggregating per row cost 2-3 ms a page).
     */
    platformIds: integer('platform_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** What sortBy=name orders by: the display name (nameKo, else name), lower-cased. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(coalesce(name_ko, name))`),
    /** IGDB game type (GAME_TYPES), null when the source had none. */
    gameType: text('game_type'),
    /** Korean support (KOREAN_SUPPORT), null when unknown. */
    koreanSupport: text('korean_support'),
    /** Other names people search by (IGDB alternative and localized names). */
    alternativeNames: text('alternative_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** False for DLC, bundles, packs, editions and the like: they rank below main games. */
    isMain: boolean('is_main').notNull().default(true),
  },
  (t) => [
    // One index per sort, each ending with the id tie-break. NOT NULL columns serve both directions
    // with one index; nullable ones need one per direction because NULLs always sort last.
    // drizzle-orm cannot declare INCLUDE: drizzle/0000_catalog.sql adds
    // INCLUDE (platform_codes, genre_ids, total_rating, is_featured) to these eight by hand, so a
    // filtered walk along a sort index (keyset or OFFSET) is an index-only scan (test/catalog/keyset-paging.test.ts
    // checks it is there). Keep it when regenerating the migration, as with CREATE EXTENSION.
    index('games_popularity_idx').on(t.popularity, t.id),
    index('games_sort_name_idx').on(sql`${t.sortName} collate "C"`, t.id),
    index('games_release_asc_idx').on(t.firstReleaseDate.asc().nullsLast(), t.id.asc()),
    index('games_release_desc_idx').on(t.firstReleaseDate.desc().nullsLast(), t.id.desc()),
    index('games_rating_asc_idx').on(t.totalRating.asc().nullsLast(), t.id.asc()),
    index('games_rating_desc_idx').on(t.totalRating.desc().nullsLast(), t.id.desc()),
    index('games_review_count_idx').on(t.reviewCount, t.id),
    index('games_created_at_idx').on(t.createdAt, t.id),
    index('games_featured_idx')
      .on(t.popularity, t.id)
      .where(sql`${t.isFeatured}`),
    index('games_platform_codes_idx').using('gin', t.platformCodes),
    index('games_genre_ids_idx').using('gin', t.genreIds),
    // Whether a picture is a catalog cover (modules/covers: our origin serves only those).
    index('games_cover_image_id_idx').on(t.coverImageId),
    index('games_localized_cover_idx')
      .on(t.localizedCoverImageUrl)
      .where(sql`${t.localizedCoverImageUrl} IS NOT NULL`),
  ],
);

/**
 * The keyword search's own narrow table, one row per game, written with the game (insertCatalog)
 * from its names by search-keys.ts (es-hangul for 초성). Every API process loads it into its
 * in-memory search index (search-index/) at start and reloads changed rows; `popularity` and
 * `is_main` are copies that rank the matches without visiting `games`.
 */
export const gameSearch = pgTable(
  'game_search',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Normalised keys of every name, space-separated. */
    key: text('key').notNull(),
    /** 초성 keys of the Hangul names, space-separated ('' when none). */
    initials: text('initials').notNull().default(''),
    /** A name has Hangul: Hangul keywords match official names only of these games. */
    korean: boolean('korean').notNull().default(false),
    /** Hangul readings of the English name (readings/title-readings.ts), search key form, space-separated. */
    readings: text('readings').notNull().default(''),
    /** Phonetic keys (readings/phonetic-key.ts) of the readings, and of each word's readings ('w:' first). */
    readingKeys: text('reading_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 초성 of each reading, space-separated: 초성 keywords match them (ㅅㅍㄹㅋ = 스펠렁키). */
    readingInitials: text('reading_initials').notNull().default(''),
    /** Title keys of every name (store-matching/title-key.ts): store libraries match their titles against them. */
    matchKeys: text('match_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isMain: boolean('is_main').notNull().default(true),
    popularity: doublePrecision('popularity').notNull().default(0),
    /** SEARCH_KEY_VERSION the row was built with; older rows are rebuilt at start. */
    version: integer('version').notNull(),
  },
  (t) => [
    // Searches rank in memory (search-index/), which loads the table by id: only rebuilds look rows up otherwise.
    index('game_search_version_idx').on(t.version),
    // No pending list: a library's thousands of keys would scan it in full for each key after a catalog write.
    index('game_search_match_keys_idx').using('gin', t.matchKeys).with({ fastupdate: false }),
  ],
);

export const platforms = pgTable('platforms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** One of the contract's PLATFORM_CODES, or null for platforms the app does not filter on. */
  code: text('code'),
});

export const gamePlatforms = pgTable(
  'game_platforms',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.platformId] }), index('game_platforms_platform_idx').on(t.platformId, t.gameId)],
);

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Korean display name. */
  displayName: text('display_name').notNull(),
});

export const gameGenres = pgTable(
  'game_genres',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.genreId] }), index('game_genres_genre_idx').on(t.genreId, t.gameId)],
);

/** Store ids for linking a user's Steam or GOG library to catalog games later. */
export const gameStoreRefs = pgTable(
  'game_store_refs',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    store: text('store', { enum: ['steam', 'gog'] }).notNull(),
    externalId: text('external_id').notNull(),
  },
  (t) => [uniqueIndex('game_store_refs_store_external_idx').on(t.store, t.externalId), index('game_store_refs_game_idx').on(t.gameId)],
);

/**
 * What our users did with a game, for popularity: one row per user, game and kind (adding twice
 * counts once; removing the wishlist entry later does not erase that it happened). Features append
 * through popularity.ts recordGameActivity.
 */
export const gameActivity = pgTable(
  'game_activity',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['wishlist', 'collection', 'review', 'like'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.kind] }), index('game_activity_created_idx').on(t.createdAt)],
);
