import { sql, type SQL } from 'drizzle-orm';
import type { GameListQuery, GameSort } from '@gameshelf/contracts';
import { parseSearchQuery } from './search/search-keys.ts';

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

/** An int[] of ids as one bound parameter (a text literal: one value however many ids). */
export const idArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * WHERE clause on `g` for the list filters ("true" when there are none); a keyword's matches come
 * from the search index (search-index/) as `keywordIds`.
 */
export function whereClause(filter: GameListFilter, keywordIds: readonly number[] | null): SQL {
  const conditions: SQL[] = [];
  if (filter.keyword) conditions.push(keywordIds?.length ? sql`g.id = ANY(${idArray(keywordIds)})` : sql`false`);
  conditions.push(...otherConditions(filter));
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

/** Conditions on `g` for every filter but the keyword. */
export function otherConditions(filter: GameListFilter): SQL[] {
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
 * One page of ranked games (best first, as the search index ranked them), keeping those that pass
 * the other filters, with their number as `total` on every row and their rank as `ord`.
 */
export function rankedFilteredPage(rankedIds: readonly number[], others: SQL[], offset: number, limit: number): SQL {
  return sql`WITH m AS MATERIALIZED (
      SELECT u.id, u.ord FROM unnest(${idArray(rankedIds)}) WITH ORDINALITY AS u(id, ord)
      JOIN games g ON g.id = u.id WHERE ${sql.join(others, sql` AND `)})
    SELECT m.id, m.ord, NULL::text AS sort_key, (SELECT count(*) FROM m) AS total FROM m
    ORDER BY m.ord LIMIT ${limit} OFFSET ${offset}`;
}

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
