import { sql, type SQL } from 'drizzle-orm';
import type { GameListQuery, GameSort } from '@gameshelf/contracts';
import { parseSearchQuery, type SearchQuery } from './search-keys.ts';
import {
  phoneticKey,
  SKELETON_KEY_PREFIX,
  skeletonKey,
  WORD_KEY_PREFIX,
  WORD_SKELETON_KEY_PREFIX,
  prefixed,
} from './readings/phonetic-key.ts';

export type GameListFilter = Pick<GameListQuery, 'keyword' | 'minRating' | 'maxRating' | 'featured' | 'platformCodes' | 'genreIds'>;

/**
 * Sort expressions on `g`; each has an index ending in `id` (see schema.ts). Only the nullable
 * ones say NULLS LAST: on NOT NULL columns the clause changes nothing but stops PostgreSQL from
 * scanning the single (column, id) index backwards for DESC.
 */
const SORTS: Record<GameSort, { expression: string; nullable: boolean; type: string }> = {
  popularity: { expression: 'g.popularity', nullable: false, type: 'double precision' },
  // "C" collation: byte order, identical on PGlite and PostgreSQL whatever the server locale.
  name: { expression: 'g.sort_name COLLATE "C"', nullable: false, type: 'text' },
  releaseDate: { expression: 'g.first_release_date', nullable: true, type: 'date' },
  rating: { expression: 'g.total_rating', nullable: true, type: 'double precision' },
  reviewCount: { expression: 'g.review_count', nullable: false, type: 'integer' },
  recent: { expression: 'g.created_at', nullable: false, type: 'timestamptz' },
};

/** NULLs last in both directions, then id in the same direction so every game has one place. */
export function orderBy(sortBy: GameSort, sortOrder: 'asc' | 'desc'): SQL {
  const { expression, nullable } = SORTS[sortBy];
  const dir = sortOrder === 'asc' ? 'ASC' : 'DESC';
  // The nulls clause is repeated on id only to match the per-direction indexes exactly.
  const nulls = nullable ? ' NULLS LAST' : '';
  return sql.raw(`${expression} ${dir}${nulls}, g.id ${dir}${nulls}`);
}

/**
 * The sort key of `g` as text (NULL for a NULL key): what a keyset cursor remembers. Text output of
 * double precision, date, timestamptz and integer reads back to the same value, so the cursor
 * compares exactly.
 */
export function sortKeyText(sortBy: GameSort): SQL {
  return sql.raw(`(${SORTS[sortBy].expression})::text`);
}

/** Where a page ended: the last row's sort key (as sortKeyText gives it) and id. */
export type KeysetCursor = { key: string | null; id: number };

/** True when the sort key can be NULL (those rows come last in both directions). */
export const sortIsNullable = (sortBy: GameSort): boolean => SORTS[sortBy].nullable;

/**
 * Ids and sort keys of the games after `cursor` in the list order, skipping `skip` of them and then
 * taking `limit`: the same rows as the OFFSET query from the cursor's position, but found by an
 * index range scan from the cursor instead of walking every earlier row.
 * After a non-NULL cursor this returns only non-NULL keys (a row comparison, which the btree
 * answers directly); on a nullable sort the NULL keys come after them: see `nullTailPage`.
 * After a NULL cursor only NULL keys with a later id remain.
 */
export function keysetPage(
  sortBy: GameSort,
  sortOrder: 'asc' | 'desc',
  where: SQL,
  cursor: KeysetCursor,
  skip: number,
  limit: number,
): SQL {
  const { expression, type } = SORTS[sortBy];
  const cmp = sql.raw(sortOrder === 'asc' ? '>' : '<');
  const expr = sql.raw(expression);
  const position =
    cursor.key === null
      ? sql`${expr} IS NULL AND g.id ${cmp} ${cursor.id}`
      : sql`(${expr}, g.id) ${cmp} (${cursor.key}::${sql.raw(type)}${sql.raw(sortBy === 'name' ? ' COLLATE "C"' : '')}, ${cursor.id})`;
  return sql`SELECT g.id, ${sortKeyText(sortBy)} AS sort_key FROM games g
    WHERE ${where} AND ${position}
    ORDER BY ${orderBy(sortBy, sortOrder)} LIMIT ${limit} OFFSET ${skip}`;
}

/** The first `limit` games with a NULL sort key, in list order (they follow every non-NULL key). */
export function nullTailPage(sortBy: GameSort, sortOrder: 'asc' | 'desc', where: SQL, limit: number): SQL {
  return sql`SELECT g.id, NULL::text AS sort_key FROM games g
    WHERE ${where} AND ${sql.raw(SORTS[sortBy].expression)} IS NULL
    ORDER BY ${orderBy(sortBy, sortOrder)} LIMIT ${limit}`;
}

/** Ids and sort keys of one list page by OFFSET (no cursor known). */
export function offsetPage(sortBy: GameSort, sortOrder: 'asc' | 'desc', where: SQL, offset: number, limit: number): SQL {
  return sql`SELECT g.id, ${sortKeyText(sortBy)} AS sort_key FROM games g
    WHERE ${where} ORDER BY ${orderBy(sortBy, sortOrder)} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Like `offsetPage`, plus the exact number of matches as `total` on every row, from one scan: the
 * matches are collected once (a keyword's trigram bitmap scan), then counted and top-N sorted.
 * (`count(*) OVER ()` instead let the planner walk a whole sort index, 0.5 s for a common word.)
 */
export function countedOffsetPage(sortBy: GameSort, sortOrder: 'asc' | 'desc', where: SQL, offset: number, limit: number): SQL {
  const { expression, nullable } = SORTS[sortBy];
  const dir = sortOrder === 'asc' ? 'ASC' : 'DESC';
  const nulls = nullable ? ' NULLS LAST' : '';
  const collate = sortBy === 'name' ? ' COLLATE "C"' : '';
  return sql`WITH m AS MATERIALIZED (SELECT g.id, ${sql.raw(expression)} AS k FROM games g WHERE ${where})
    SELECT m.id, m.k::text AS sort_key, (SELECT count(*) FROM m) AS total FROM m
    ORDER BY ${sql.raw(`m.k${collate} ${dir}${nulls}, m.id ${dir}`)} LIMIT ${limit} OFFSET ${offset}`;
}

/** Escapes LIKE wildcards so a key matches literally (normalised keys have none; kept as a guard). */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The next string after every string starting with `prefix` in "C" (code point) order. */
function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1)) + String.fromCodePoint(last + 1);
}

/** Trigrams need three characters: shorter keys take another access path. */
const TRIGRAM = 3;

/**
 * Which game_search rows (alias `s`) a keyword matches:
 * - 초성 only (ㅇㄷㄹ): a substring of the initials of a Korean name;
 * - three characters or more: a substring of any name key (trigram index), or, for several words,
 *   every word somewhere in the names (witcher wild hunt = The Witcher 3: Wild Hunt);
 * - shorter Hangul: a substring among the games with a Korean name (a small partial index);
 * - shorter Latin or digits: a prefix of the main name key (btree range).
 */
export function searchMatch(query: SearchQuery): SQL {
  const pattern = `%${escapeLike(query.key)}%`;
  if (query.initialsOnly) return sql`s.korean AND s.initials LIKE ${pattern}`;
  if (query.korean) return sql`(${officialMatch(query)} OR ${readingMatch(query)})`;
  return officialMatch(query);
}

/**
 * A Hangul keyword against the Hangul readings of English names (readings/): a reading containing
 * it (trigram index; a two-syllable keyword looks up the readings' first syllables), every word in
 * some reading (as written or by ear), or the whole keyword's phonetic or consonant key equal to a
 * reading's or a word's (카타나 = 커타너).
 */
function readingMatch(query: SearchQuery): SQL {
  const alternatives: SQL[] = [];
  if (query.key.length >= TRIGRAM) alternatives.push(sql`s.readings LIKE ${`%${escapeLike(query.key)}%`}`);
  else if (query.key.length === 2) alternatives.push(sql`s.reading_heads @> ARRAY[${query.key}]::text[]`);
  const indexable = query.words.filter((word) => word.length >= TRIGRAM);
  if (query.words.length >= 2 && indexable.length >= 1) alternatives.push(readingWords(query));
  const keys = wholeKeys(query);
  if (keys.length) alternatives.push(sql`s.reading_keys && ${keyArray(keys)}`);
  return alternatives.length ? sql`(${sql.join(alternatives, sql` OR `)})` : sql`false`;
}

/** A text[] literal of keys, each a bound parameter. */
const keyArray = (keys: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;

/** The whole keyword's keys: its phonetic key (as a title's and as a word's) and its consonant skeleton. */
function wholeKeys(query: SearchQuery): string[] {
  const phonetic = phoneticKey(query.key);
  return [phonetic, prefixed(WORD_KEY_PREFIX, phonetic), prefixed(SKELETON_KEY_PREFIX, skeletonKey(query.key))].filter(Boolean);
}

/** Every word of the keyword in some reading, as written or by its phonetic key. */
function readingWords(query: SearchQuery): SQL {
  return sql`(${sql.join(
    query.words.map((word) => {
      const keys = [prefixed(WORD_KEY_PREFIX, phoneticKey(word)), prefixed(WORD_SKELETON_KEY_PREFIX, skeletonKey(word))].filter(Boolean);
      const byKey = keys.length ? sql` OR s.reading_keys && ${keyArray(keys)}` : sql``;
      return sql`(s.readings LIKE ${`%${escapeLike(word)}%`}${byKey})`;
    }),
    sql` AND `,
  )})`;
}

/** A keyword against the names themselves (English, official Korean, alternatives). */
function officialMatch(query: SearchQuery): SQL {
  const pattern = `%${escapeLike(query.key)}%`;
  // Hangul can only match a game with a Korean name: the partial index bounds every Korean search.
  const korean = query.korean ? sql`s.korean AND ` : sql``;
  if (query.key.length < TRIGRAM) {
    if (query.korean) return sql`${korean}s.key LIKE ${pattern}`;
    return sql`s.key COLLATE "C" >= ${query.key} AND s.key COLLATE "C" < ${prefixUpperBound(query.key)}`;
  }
  const whole = sql`s.key LIKE ${pattern}`;
  // Several words, each somewhere: only when at least two can use the trigram index (or the
  // Korean subset bounds the scan), else the loose match would read every row.
  const indexable = query.words.filter((word) => word.length >= TRIGRAM);
  if (indexable.length < 2 && !(query.korean && query.words.length >= 2)) return sql`${korean}${whole}`;
  const each = sql.join(
    query.words.map((word) => sql`s.key LIKE ${`%${escapeLike(word)}%`}`),
    sql` AND `,
  );
  return sql`${korean}(${whole} OR (${each}))`;
}

/**
 * Points a match earns on top of the game's popularity (docs/decisions.md, "Search ranking"):
 * a name equal to the keyword, a name starting with it, the keyword inside a name, or only its
 * words somewhere in the names; and being a main game rather than a DLC, bundle or edition.
 * Popularity runs from about 0 to 250 (median 4, 99th percentile 72 on the full catalog), so an
 * exact or prefix match wins among games of similar standing, while a game far better known than
 * an obscure namesake still comes first ("cyberpunk" finds Cyberpunk 2077 before a 1990 Cyberpunk).
 */
export const RELEVANCE_POINTS = { exact: 30, prefix: 20, substring: 0, words: -10, mainGame: 25 } as const;

/**
 * The same for 초성 keywords, where three consonants inside a long name are weak evidence
 * (ㅍㅇㄷ is 팰월드, not the ㅍㅇㄷ in 마블 스파이더맨 마일즈 모랄레스): only whole and leading matches score.
 */
export const INITIALS_RELEVANCE_POINTS = { exact: 30, prefix: 20, substring: -30, words: -30, mainGame: 25 } as const;

/**
 * Points a Hangul keyword's match earns on top of popularity and the main-game bonus: on an
 * official Korean name, or on a reading of an English name. An official title beats a reading of
 * the same closeness; a title read exactly beats its sequels and episodes that merely start with
 * it, and a far better known game only just found by ear; a hit inside a long title stays behind
 * (docs/decisions.md, "Matching by ear"). Tuned on both sets of `npm run search:quality`.
 */
export const KOREAN_MATCH_POINTS = {
  officialExact: 85,
  officialPrefix: 20,
  officialInside: 0,
  officialWords: -10,
  readingExact: 80,
  readingPrefix: 15,
  phoneticExact: 50,
  skeleton: 30,
  readingWords: -14,
  readingInside: -40,
  wordKey: -40,
  loose: -60,
} as const;

/** The relevance score of a matched row of `s` (higher first). */
export function searchScore(query: SearchQuery): SQL {
  if (query.korean && !query.initialsOnly) {
    const main = sql.raw(String(RELEVANCE_POINTS.mainGame));
    return sql`s.popularity + CASE WHEN s.is_main THEN ${main} ELSE 0 END
      + GREATEST(${officialTier(query)}, ${readingTier(query)})`;
  }
  return nameScore(query);
}

const tier = (name: keyof typeof KOREAN_MATCH_POINTS): SQL => sql.raw(String(KOREAN_MATCH_POINTS[name]));

/** The points of an official-name match of a Hangul keyword (NULL when the names do not match). */
function officialTier(query: SearchQuery): SQL {
  const key = escapeLike(query.key);
  return sql`CASE WHEN ${officialMatch(query)} THEN
      CASE WHEN ' ' || s.key || ' ' LIKE ${`% ${key} %`} THEN ${tier('officialExact')}
        WHEN ' ' || s.key LIKE ${`% ${key}%`} THEN ${tier('officialPrefix')}
        WHEN s.key LIKE ${`%${key}%`} THEN ${tier('officialInside')} ELSE ${tier('officialWords')} END
    ELSE NULL END`;
}

/** The points of the closest reading match of a Hangul keyword. */
function readingTier(query: SearchQuery): SQL {
  const key = escapeLike(query.key);
  const phonetic = phoneticKey(query.key);
  const words = query.words.length ? readingWords(query) : sql`false`;
  return sql`CASE WHEN ' ' || s.readings || ' ' LIKE ${`% ${key} %`} THEN ${tier('readingExact')}
      WHEN ' ' || s.readings LIKE ${`% ${key}%`} THEN ${tier('readingPrefix')}
      WHEN s.reading_keys @> ARRAY[${phonetic}]::text[] THEN ${tier('phoneticExact')}
      WHEN s.reading_keys @> ARRAY[${prefixed(SKELETON_KEY_PREFIX, skeletonKey(query.key))}]::text[] THEN ${tier('skeleton')}
      WHEN ${words} THEN ${tier('readingWords')}
      WHEN s.readings LIKE ${`%${key}%`} THEN ${tier('readingInside')}
      WHEN s.reading_keys @> ARRAY[${WORD_KEY_PREFIX + phonetic}]::text[] THEN ${tier('wordKey')}
      ELSE ${tier('loose')} END`;
}

/** The score of a match on the names: English and 초성 keywords. */
function nameScore(query: SearchQuery): SQL {
  const column = sql.raw(query.initialsOnly ? 's.initials' : 's.key');
  const key = escapeLike(query.key);
  // Constants from code, written into the statement (a bound parameter would be typed as text).
  const points = query.initialsOnly ? INITIALS_RELEVANCE_POINTS : RELEVANCE_POINTS;
  const p = Object.fromEntries(Object.entries(points).map(([k, v]) => [k, sql.raw(String(v))]));
  return sql`s.popularity + CASE WHEN s.is_main THEN ${p.mainGame} ELSE 0 END
    + CASE WHEN ' ' || ${column} || ' ' LIKE ${`% ${key} %`} THEN ${p.exact}
      WHEN ' ' || ${column} LIKE ${`% ${key}%`} THEN ${p.prefix}
      WHEN ${column} LIKE ${`%${key}%`} THEN ${p.substring} ELSE ${p.words} END`;
}

/** The keyword's condition on `g`: a game whose search row matches (false when nothing is searchable). */
function keywordCondition(keyword: string): SQL {
  const query = parseSearchQuery(keyword);
  if (!query) return sql`false`;
  return sql`g.id IN (SELECT s.game_id FROM game_search s WHERE ${searchMatch(query)})`;
}

/** WHERE clause on `g` for the list filters ("true" when there are none). */
export function whereClause(filter: GameListFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.keyword) conditions.push(keywordCondition(filter.keyword));
  conditions.push(...otherConditions(filter));
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

/** Conditions on `g` for every filter but the keyword. */
function otherConditions(filter: GameListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.minRating !== undefined) conditions.push(sql`g.total_rating >= ${filter.minRating}`);
  if (filter.maxRating !== undefined) conditions.push(sql`g.total_rating <= ${filter.maxRating}`);
  if (filter.featured !== undefined) conditions.push(filter.featured ? sql`g.is_featured` : sql`NOT g.is_featured`);
  if (filter.platformCodes?.length) {
    const codes = sql.join(
      filter.platformCodes.map((c) => sql`${c}`),
      sql`, `,
    );
    conditions.push(sql`g.platform_codes && ARRAY[${codes}]::text[]`);
  }
  if (filter.genreIds?.length) {
    const ids = sql.join(
      filter.genreIds.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(sql`g.genre_ids && ARRAY[${ids}]::integer[]`);
  }
  return conditions;
}

/**
 * One page of a keyword search in relevance order (searchScore, then id), with
 * the number of matches as `total` on every row. The matches come once from the search table's
 * indexes (narrow rows); `games` is joined only when other filters need its columns.
 */
export function relevancePage(query: SearchQuery, filter: GameListFilter, offset: number, limit: number): SQL {
  const others = otherConditions(filter);
  const from = others.length
    ? sql`game_search s JOIN games g ON g.id = s.game_id WHERE ${searchMatch(query)} AND ${sql.join(others, sql` AND `)}`
    : sql`game_search s WHERE ${searchMatch(query)}`;
  return sql`WITH m AS MATERIALIZED (
      SELECT s.game_id AS id, (${searchScore(query)})::double precision AS score FROM ${from})
    SELECT m.id, m.score, NULL::text AS sort_key, (SELECT count(*) FROM m) AS total FROM m
    ORDER BY ${RELEVANCE_ORDER('m')} LIMIT ${limit} OFFSET ${offset}`;
}

/** Relevance order over a relation with score and id. */
export const RELEVANCE_ORDER = (alias: string): SQL => sql.raw(`${alias}.score DESC, ${alias}.id`);

/** True when a list is a keyword search in the default order, which ranks by relevance. */
export const ranksByRelevance = (query: Pick<GameListQuery, 'keyword' | 'sortBy' | 'sortOrder'>): boolean =>
  Boolean(query.keyword) && query.sortBy === 'popularity' && query.sortOrder === 'desc';

/** Keywords that search the same way share a key (엘든 링 and 엘든  링, Zelda and zelda). */
function searchCacheKey(keyword: string): [string, string[]] | '' {
  const query = parseSearchQuery(keyword);
  return query ? [query.key, query.words] : '';
}

/** Cache key for a filter: same games, same key, whatever the order of list values. */
export function filterKey(filter: GameListFilter): string {
  return JSON.stringify([
    filter.keyword === undefined ? null : searchCacheKey(filter.keyword),
    filter.minRating ?? null,
    filter.maxRating ?? null,
    filter.featured ?? null,
    [...(filter.platformCodes ?? [])].sort(),
    [...(filter.genreIds ?? [])].sort((a, b) => a - b),
  ]);
}
