import { sql, type SQL } from 'drizzle-orm';
import type { GameListQuery, GameSort } from '@gameshelf/contracts';

export type GameListFilter = Pick<
  GameListQuery,
  'keyword' | 'minRating' | 'maxRating' | 'featured' | 'platformCodes' | 'genreIds'
>;

/**
 * Sort expressions on `g`; each has an index ending in `id` (see schema.ts). Only the nullable
 * ones say NULLS LAST: on NOT NULL columns the clause changes nothing but stops PostgreSQL from
 * scanning the single (column, id) index backwards for DESC.
 */
const SORTS: Record<GameSort, { expression: string; nullable: boolean }> = {
  popularity: { expression: 'g.popularity', nullable: false },
  // "C" collation: byte order, identical on PGlite and PostgreSQL whatever the server locale.
  name: { expression: 'g.sort_name COLLATE "C"', nullable: false },
  releaseDate: { expression: 'g.first_release_date', nullable: true },
  rating: { expression: 'g.total_rating', nullable: true },
  reviewCount: { expression: 'g.review_count', nullable: false },
  recent: { expression: 'g.created_at', nullable: false },
};

/** NULLs last in both directions, then id in the same direction so every game has one place. */
export function orderBy(sortBy: GameSort, sortOrder: 'asc' | 'desc'): SQL {
  const { expression, nullable } = SORTS[sortBy];
  const dir = sortOrder === 'asc' ? 'ASC' : 'DESC';
  // The nulls clause is repeated on id only to match the per-direction indexes exactly.
  const nulls = nullable ? ' NULLS LAST' : '';
  return sql.raw(`${expression} ${dir}${nulls}, g.id ${dir}${nulls}`);
}

const HANGUL = /[가-힣ㄱ-ㅎㅏ-ㅣ]/;

/** Escapes LIKE wildcards so the keyword matches literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WHERE clause on `g` for the list filters ("true" when there are none). */
export function whereClause(filter: GameListFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    // Substring of either name, case-insensitively: trigram index on search_text for 3+ characters.
    conditions.push(sql`g.search_text LIKE '%' || lower(${escapeLike(filter.keyword)}) || '%'`);
    // Shorter than a trigram: a Hangul keyword can only match names with Hangul, a small partial index.
    if (HANGUL.test(filter.keyword)) conditions.push(sql`g.has_hangul`);
  }
  if (filter.minRating !== undefined) conditions.push(sql`g.total_rating >= ${filter.minRating}`);
  if (filter.maxRating !== undefined) conditions.push(sql`g.total_rating <= ${filter.maxRating}`);
  if (filter.featured !== undefined) conditions.push(filter.featured ? sql`g.is_featured` : sql`NOT g.is_featured`);
  if (filter.platformCodes?.length) {
    const codes = sql.join(filter.platformCodes.map((c) => sql`${c}`), sql`, `);
    conditions.push(sql`g.platform_codes && ARRAY[${codes}]::text[]`);
  }
  if (filter.genreIds?.length) {
    const ids = sql.join(filter.genreIds.map((id) => sql`${id}`), sql`, `);
    conditions.push(sql`g.genre_ids && ARRAY[${ids}]::integer[]`);
  }
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

/** Cache key for a filter: same games, same key, whatever the order of list values. */
export function filterKey(filter: GameListFilter): string {
  return JSON.stringify([
    filter.keyword?.toLowerCase() ?? null,
    filter.minRating ?? null,
    filter.maxRating ?? null,
    filter.featured ?? null,
    [...(filter.platformCodes ?? [])].sort(),
    [...(filter.genreIds ?? [])].sort((a, b) => a - b),
  ]);
}
