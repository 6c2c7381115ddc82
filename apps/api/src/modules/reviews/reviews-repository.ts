import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ReviewCompletionStatus } from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';
import { bumpGeneration, HOME_CACHE } from '../../shared/cache-generations.ts';
import { gameActivity, games } from '../catalog/schema.ts';
import { reviewHelpfulVotes, reviews } from './schema.ts';
import type { GameChanged } from '../catalog/catalog.ts';
import { ageWeightSum } from '../../shared/age-weight.ts';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** The calendar day a review belongs to: its creation in Korea. */
export const KOREAN_DAY = sql.raw(`(r.created_at AT TIME ZONE 'Asia/Seoul')::date`);
/** Helpful votes count fully for this many days, then half, and so on (popular reviews). */
export const HELPFUL_HALF_LIFE_DAYS = 30;
/** The age-weighted sum of a review's votes (reviews.helpful_weight), from the votes themselves. */
const helpfulWeightOf = (reviewId: number) =>
  sql`(SELECT ${ageWeightSum(sql`h.created_at`, HELPFUL_HALF_LIFE_DAYS)} FROM review_helpful_votes h WHERE h.review_id = ${reviewId})`;

export type ReviewRow = {
  id: number;
  user_id: number;
  game_id: number;
  rating: number;
  content: string;
  platform_played_id: number | null;
  platform_name: string | null;
  completion_status: ReviewCompletionStatus;
  helpful_count: number;
  report_count: number;
  created_at: string;
  updated_at: string;
  username: string;
  display_name: string | null;
  profile_image_url: string | null;
  game_name: string;
  game_name_ko: string | null;
  cover: string | null;
  is_helpful: boolean;
};

export type ReviewValues = {
  rating: number;
  content: string;
  platformPlayedId: number | null;
  completionStatus: ReviewCompletionStatus;
};

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

function selectReviews(viewerId: number | null): SQL {
  return sql`SELECT r.id, r.user_id, r.game_id, r.rating, r.content, r.platform_played_id, p.name AS platform_name,
      r.completion_status, r.helpful_count, r.report_count,
      to_char(r.created_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS created_at,
      to_char(r.updated_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS updated_at,
      u.username, u.display_name, u.profile_image_url,
      g.name AS game_name, g.name_ko AS game_name_ko, coalesce(g.localized_cover_image_url, g.cover_image_url) AS cover,
      ${viewerId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM review_helpful_votes h WHERE h.review_id = r.id AND h.user_id = ${viewerId})`} AS is_helpful
    FROM reviews r JOIN users u ON u.id = r.user_id JOIN games g ON g.id = r.game_id LEFT JOIN platforms p ON p.id = r.platform_played_id`;
}

/** Rewrites the game's review aggregates from its reviews; the caller holds the game's row lock. */
async function refreshGameRatings(tx: Tx, gameId: number, gameChanged: GameChanged): Promise<void> {
  await tx.execute(sql`UPDATE games SET
      user_rating_avg = coalesce((SELECT avg(rating) FROM reviews WHERE game_id = ${gameId}), 0),
      user_rating_count = (SELECT count(*) FROM reviews WHERE game_id = ${gameId}),
      review_count = (SELECT count(*) FROM reviews WHERE game_id = ${gameId})
    WHERE id = ${gameId}`);
  // Every API process drops its cached detail of the game (this one at once, the others at the commit).
  await gameChanged(tx, gameId);
}

/** Serialises the writers of one game's reviews, so each recount sees the others' committed rows. */
const lockGame = (tx: Tx, gameId: number) => tx.execute(sql`SELECT id FROM games WHERE id = ${gameId} FOR UPDATE`);

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

export function createReviewsRepository(db: AppDb, gameChanged: GameChanged) {
  async function list(viewerId: number | null, where: SQL, order: SQL, limit: { size: number; offset: number }) {
    const rows = await queryRows<ReviewRow>(
      db,
      sql`${selectReviews(viewerId)} WHERE ${where} ORDER BY ${order} LIMIT ${limit.size} OFFSET ${limit.offset}`,
    );
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM reviews r JOIN games g ON g.id = r.game_id JOIN users u ON u.id = r.user_id WHERE ${where}`,
    );
    return { rows, total: count?.n ?? 0 };
  }

  return {
    list,

    async findById(viewerId: number | null, id: number): Promise<ReviewRow | null> {
      const [row] = await queryRows<ReviewRow>(db, sql`${selectReviews(viewerId)} WHERE r.id = ${id}`);
      return row ?? null;
    },

    /** The review's writer and game, with whether the writer's profile is public. */
    async findOwner(id: number): Promise<{ userId: number; gameId: number; profilePublic: boolean } | null> {
      const [row] = await queryRows<{ userId: number; gameId: number; profilePublic: boolean }>(
        db,
        sql`SELECT r.user_id AS "userId", r.game_id AS "gameId", u.is_public_profile AS "profilePublic"
            FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.id = ${id}`,
      );
      return row ?? null;
    },

    async findMine(userId: number, gameId: number): Promise<ReviewRow | null> {
      const [row] = await queryRows<ReviewRow>(db, sql`${selectReviews(userId)} WHERE r.user_id = ${userId} AND r.game_id = ${gameId}`);
      return row ?? null;
    },

    gamePlatformIds: async (gameId: number): Promise<number[] | null> => {
      const [row] = await db.select({ platformIds: games.platformIds }).from(games).where(eq(games.id, gameId));
      return row ? row.platformIds : null;
    },

    /** Creates the review and recounts the game in one transaction; null when the user has one already. */
    async create(userId: number, gameId: number, values: ReviewValues): Promise<number | null> {
      return db.transaction(async (tx) => {
        await lockGame(tx, gameId);
        const [row] = await tx
          .insert(reviews)
          .values({ userId, gameId, ...values })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (!row) return null;
        await refreshGameRatings(tx, gameId, gameChanged);
        await tx.insert(gameActivity).values({ userId, gameId, kind: 'review', createdAt: new Date().toISOString() }).onConflictDoNothing();
        await bumpGeneration(tx, HOME_CACHE);
        return row.id;
      });
    },

    /** Rewrites the review and recounts the game; false when the review is gone. */
    async update(id: number, gameId: number, values: ReviewValues): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockGame(tx, gameId);
        const updated = await tx
          .update(reviews)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(reviews.id, id))
          .returning({ id: reviews.id });
        if (updated.length === 0) return false;
        await refreshGameRatings(tx, gameId, gameChanged);
        await bumpGeneration(tx, HOME_CACHE);
        return true;
      });
    },

    /**
     * Deletes the review, recounts the game, and takes its popularity contribution back out; false when
     * it was gone already (nothing else is touched then).
     */
    async delete(id: number, userId: number, gameId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockGame(tx, gameId);
        const removed = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
        if (removed.length === 0) return false;
        await refreshGameRatings(tx, gameId, gameChanged);
        await tx
          .delete(gameActivity)
          .where(and(eq(gameActivity.userId, userId), eq(gameActivity.gameId, gameId), eq(gameActivity.kind, 'review')));
        await bumpGeneration(tx, HOME_CACHE);
        return true;
      });
    },

    /**
     * Votes or unvotes; the count is recounted from the votes in the same transaction, under the review's
     * row lock, so it is exact. Null when the review is gone (a deletion that came first).
     */
    async toggleHelpful(reviewId: number, userId: number): Promise<{ isHelpful: boolean; helpfulCount: number } | null> {
      return db.transaction(async (tx) => {
        const locked = await queryRows<{ id: number }>(tx, sql`SELECT id FROM reviews WHERE id = ${reviewId} FOR NO KEY UPDATE`);
        if (locked.length === 0) return null;
        const removed = await tx
          .delete(reviewHelpfulVotes)
          .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
          .returning({ userId: reviewHelpfulVotes.userId });
        if (removed.length === 0) await tx.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing();
        const [row] = await tx
          .update(reviews)
          .set({
            helpfulCount: sql`(SELECT count(*) FROM review_helpful_votes WHERE review_id = ${reviewId})::int`,
            helpfulWeight: helpfulWeightOf(reviewId),
          })
          .where(eq(reviews.id, reviewId))
          .returning({ helpfulCount: reviews.helpfulCount });
        await bumpGeneration(tx, HOME_CACHE);
        return { isHelpful: removed.length === 0, helpfulCount: row?.helpfulCount ?? 0 };
      });
    },

    async helpfulStatus(reviewId: number, userId: number | null): Promise<{ isHelpful: boolean; helpfulCount: number }> {
      const [row] = await queryRows<{ helpful_count: number; is_helpful: boolean }>(
        db,
        sql`SELECT r.helpful_count, ${userId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM review_helpful_votes h WHERE h.review_id = r.id AND h.user_id = ${userId})`} AS is_helpful
            FROM reviews r WHERE r.id = ${reviewId}`,
      );
      return { isHelpful: row?.is_helpful ?? false, helpfulCount: row?.helpful_count ?? 0 };
    },

    /** The reviews `shown` counts (over reviews `r`, writers `u`) and the average of every rating. */
    async stats(gameId: number, shown: SQL): Promise<{ reviewCount: number; averageRating: number }> {
      const [row] = await queryRows<{ n: number; avg: number | null }>(
        db,
        sql`SELECT (count(*) FILTER (WHERE ${shown}))::int AS n, avg(r.rating)::float8 AS avg
            FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.game_id = ${gameId}`,
      );
      return { reviewCount: row?.n ?? 0, averageRating: row?.avg === null || row?.avg === undefined ? 0 : Math.round(row.avg * 10) / 10 };
    },

    /** The user's reviews per Korean day of a month: count and the newest covers. */
    async calendar(userId: number, from: string, to: string): Promise<Array<{ date: string; count: number; covers: string[] }>> {
      const rows = await queryRows<{ day: string; n: number; covers: string[] | null }>(
        db,
        sql`SELECT to_char(${KOREAN_DAY}, 'YYYY-MM-DD') AS day, count(*)::int AS n,
              (array_agg(coalesce(g.localized_cover_image_url, g.cover_image_url) ORDER BY r.created_at DESC)
                FILTER (WHERE coalesce(g.localized_cover_image_url, g.cover_image_url) IS NOT NULL))[1:3] AS covers
            FROM reviews r JOIN games g ON g.id = r.game_id
            WHERE r.user_id = ${userId} AND ${KOREAN_DAY} BETWEEN ${from}::date AND ${to}::date
            GROUP BY 1 ORDER BY 1`,
      );
      return rows.map((r) => ({ date: r.day, count: r.n, covers: r.covers ?? [] }));
    },

    /**
     * Helpful votes weighted by their age (half-life HELPFUL_HALF_LIFE_DAYS), for reviews with enough
     * text: the stored weight orders exactly as the decayed sum would, and reviews_popular_idx has it.
     */
    popularOrder: sql`r.helpful_weight DESC NULLS LAST, r.helpful_count DESC NULLS LAST, r.created_at DESC NULLS LAST, r.id DESC NULLS LAST`,

    /** The first `size` reviews in `order`, without counting them all. */
    top: (viewerId: number | null, where: SQL, order: SQL, size: number): Promise<ReviewRow[]> =>
      queryRows<ReviewRow>(db, sql`${selectReviews(viewerId)} WHERE ${where} ORDER BY ${order} LIMIT ${size}`),
  };
}
