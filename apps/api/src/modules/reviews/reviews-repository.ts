import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  KOREA_TIME_ZONE,
  REVIEW_CALENDAR_COVERS_MAX,
  shownAverageRating,
  type ReviewCompletionStatus,
  pageOffset,
} from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';
import { bumpGeneration, HOME_CACHE } from '../../shared/cache-generations.ts';
import type { CatalogLinks } from '../catalog/catalog-links.ts';
import { reviewHelpfulVotes, reviews } from './schema.ts';
import { ageWeightSum } from '../../shared/age-weight.ts';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** The calendar day a review belongs to: its creation in Korea (the contract's `koreanDay`, in SQL). */
const KOREAN_DAY = sql.raw(`(r.created_at AT TIME ZONE '${KOREA_TIME_ZONE}')::date`);
/** Helpful votes count fully for this many days, then half, and so on (popular reviews). */
export const HELPFUL_HALF_LIFE_DAYS = 30;
/** The age-weighted sum of a review's votes (reviews.helpful_weight), from the votes themselves. */
const helpfulWeightOf = (reviewId: number) =>
  sql`(SELECT ${ageWeightSum(sql`h.created_at`, HELPFUL_HALF_LIFE_DAYS)} FROM review_helpful_votes h WHERE h.review_id = ${reviewId})`;

/** A review with its writer, its game's names and cover, and whether the viewer found it helpful. */
export type ReviewRow = {
  id: number;
  userId: number;
  gameId: number;
  rating: number;
  content: string;
  platformPlayedId: number | null;
  platformName: string | null;
  completionStatus: ReviewCompletionStatus;
  helpfulCount: number;
  reportCount: number;
  createdAt: string;
  updatedAt: string;
  username: string;
  userDisplayName: string | null;
  userProfileImageUrl: string | null;
  gameName: string;
  gameNameKo: string | null;
  gameCoverImageUrl: string | null;
  /** False for a guest. */
  isHelpful: boolean;
};

/** One page of a list (`page` counts from 0). */
export type ReviewPaging = { page: number; size: number };

export type ReviewValues = {
  rating: number;
  content: string;
  platformPlayedId: number | null;
  completionStatus: ReviewCompletionStatus;
};

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

function selectReviews(viewerId: number | null): SQL {
  return sql`SELECT r.id, r.user_id AS "userId", r.game_id AS "gameId", r.rating, r.content,
      r.platform_played_id AS "platformPlayedId", p.name AS "platformName",
      r.completion_status AS "completionStatus", r.helpful_count AS "helpfulCount", r.report_count AS "reportCount",
      to_char(r.created_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS "createdAt",
      to_char(r.updated_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS "updatedAt",
      u.username, u.display_name AS "userDisplayName", u.profile_image_url AS "userProfileImageUrl",
      g.name AS "gameName", g.name_ko AS "gameNameKo", coalesce(g.localized_cover_image_url, g.cover_image_url) AS "gameCoverImageUrl",
      ${viewerId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM review_helpful_votes h WHERE h.review_id = r.id AND h.user_id = ${viewerId})`} AS "isHelpful"
    FROM reviews r JOIN users u ON u.id = r.user_id JOIN games g ON g.id = r.game_id LEFT JOIN platforms p ON p.id = r.platform_played_id`;
}

/**
 * Reviews `r` (writer `u`) this viewer may see: those of public profiles and the viewer's own. A
 * private profile's reviews are hidden from everyone else (docs/decisions.md, "A private profile").
 */
const shownTo = (viewerId: number | null) =>
  viewerId === null ? sql`u.is_public_profile` : sql`(u.is_public_profile OR r.user_id = ${viewerId})`;

/**
 * Helpful votes weighted by their age (half-life HELPFUL_HALF_LIFE_DAYS): the stored weight orders
 * exactly as the decayed sum would, and reviews_popular_idx has it.
 */
const popularOrder = sql`r.helpful_weight DESC NULLS LAST, r.helpful_count DESC NULLS LAST, r.created_at DESC NULLS LAST, r.id DESC NULLS LAST`;

/** What the repository asks of the catalog (catalog-links.ts), so that it never writes the catalog's tables. */
export type ReviewsRepositoryDeps = Pick<CatalogLinks, 'lockForReviewTotals' | 'writeReviewTotals' | 'recordActivity' | 'forgetActivity'>;

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

export function createReviewsRepository(db: AppDb, catalog: ReviewsRepositoryDeps) {
  /** Recounts the game's review totals from its reviews; the caller holds the catalog's lock on the game. */
  async function refreshGameTotals(tx: Tx, gameId: number): Promise<void> {
    const [totals] = await queryRows<{ ratingAvg: string | number; count: number }>(
      tx,
      sql`SELECT coalesce(avg(rating), 0)::text AS "ratingAvg", count(*)::int AS count FROM reviews WHERE game_id = ${gameId}`,
    );
    await catalog.writeReviewTotals(tx, gameId, totals ?? { ratingAvg: 0, count: 0 });
  }

  /** One page of the reviews `where` selects, in `order`, with the count of them all. */
  async function page(
    viewerId: number | null,
    where: SQL,
    order: SQL,
    paging: ReviewPaging,
  ): Promise<{ rows: ReviewRow[]; total: number }> {
    const rows = await queryRows<ReviewRow>(
      db,
      sql`${selectReviews(viewerId)} WHERE ${where} ORDER BY ${order} LIMIT ${paging.size} OFFSET ${pageOffset(paging)}`,
    );
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM reviews r JOIN games g ON g.id = r.game_id JOIN users u ON u.id = r.user_id WHERE ${where}`,
    );
    return { rows, total: count?.n ?? 0 };
  }

  return {
    /** A game's reviews this viewer is shown, in the contract's `gameReviewOrder`: own first, the most helpful, the newest. */
    gameReviews: (query: { viewerId: number | null; gameId: number; paging: ReviewPaging }) =>
      page(
        query.viewerId,
        sql`r.game_id = ${query.gameId} AND ${shownTo(query.viewerId)}`,
        query.viewerId === null
          ? sql`r.helpful_count DESC, r.created_at DESC, r.id DESC`
          : sql`(r.user_id = ${query.viewerId}) DESC, r.helpful_count DESC, r.created_at DESC, r.id DESC`,
        query.paging,
      ),

    /**
     * One writer's reviews, newest first, all of them (the caller decided who may see them); `day` keeps
     * those written on that Korean calendar day (YYYY-MM-DD).
     */
    writerReviews: (query: { viewerId: number | null; writerId: number; day?: string; paging: ReviewPaging }) =>
      page(
        query.viewerId,
        query.day === undefined
          ? sql`r.user_id = ${query.writerId}`
          : sql`r.user_id = ${query.writerId} AND ${KOREAN_DAY} = ${query.day}::date`,
        // The contract's `newestFirst`.
        sql`r.created_at DESC, r.id DESC`,
        query.paging,
      ),

    /**
     * The most helpful reviews of public profiles with at least `minLength` characters (the same list
     * for everyone: home caches it), without counting them all.
     */
    popular: (query: { viewerId: number | null; minLength: number; size: number }): Promise<ReviewRow[]> =>
      queryRows<ReviewRow>(
        db,
        sql`${selectReviews(query.viewerId)} WHERE ${shownTo(null)} AND char_length(r.content) >= ${query.minLength}
            ORDER BY ${popularOrder} LIMIT ${query.size}`,
      ),

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

    /** Creates the review and recounts the game in one transaction; null when the user has one already. */
    async create(userId: number, gameId: number, values: ReviewValues): Promise<number | null> {
      return db.transaction(async (tx) => {
        await catalog.lockForReviewTotals(tx, gameId);
        const [row] = await tx
          .insert(reviews)
          .values({ userId, gameId, ...values })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (!row) return null;
        await refreshGameTotals(tx, gameId);
        await catalog.recordActivity({ userId, gameId, kind: 'review' }, tx);
        await bumpGeneration(tx, HOME_CACHE);
        return row.id;
      });
    },

    /** Rewrites the review and recounts the game; false when the review is gone. */
    async update(id: number, gameId: number, values: ReviewValues): Promise<boolean> {
      return db.transaction(async (tx) => {
        await catalog.lockForReviewTotals(tx, gameId);
        const updated = await tx
          .update(reviews)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(reviews.id, id))
          .returning({ id: reviews.id });
        if (updated.length === 0) return false;
        await refreshGameTotals(tx, gameId);
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
        await catalog.lockForReviewTotals(tx, gameId);
        const removed = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
        if (removed.length === 0) return false;
        await refreshGameTotals(tx, gameId);
        await catalog.forgetActivity({ userId, gameId, kind: 'review' }, tx);
        await bumpGeneration(tx, HOME_CACHE);
        return true;
      });
    },

    /**
     * Votes or unvotes; the count is recounted from the votes in the same transaction, under the review's
     * row lock, so it is exact. Null when the review is gone (a deletion that came first). A new vote
     * calls `afterVote` in the transaction, under the lock (votes on one review are counted one at a
     * time, so concurrent votes each see their own count), with the writer, the game and the count.
     */
    async toggleHelpful(
      reviewId: number,
      userId: number,
      afterVote?: (
        tx: AppDb,
        vote: { writerId: number; gameId: number; gameName: string; gameNameKo: string | null; helpfulCount: number },
      ) => Promise<void>,
    ): Promise<{ isHelpful: boolean; helpfulCount: number } | null> {
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
          .returning({ helpfulCount: reviews.helpfulCount, writerId: reviews.userId, gameId: reviews.gameId });
        await bumpGeneration(tx, HOME_CACHE);
        const isHelpful = removed.length === 0;
        if (isHelpful && row && afterVote) {
          const [game] = await queryRows<{ name: string; nameKo: string | null }>(
            tx,
            sql`SELECT name, name_ko AS "nameKo" FROM games WHERE id = ${row.gameId}`,
          );
          await afterVote(tx, {
            writerId: row.writerId,
            gameId: row.gameId,
            gameName: game?.name ?? '',
            gameNameKo: game?.nameKo ?? null,
            helpfulCount: row.helpfulCount,
          });
        }
        return { isHelpful, helpfulCount: row?.helpfulCount ?? 0 };
      });
    },

    async helpfulStatus(reviewId: number, userId: number | null): Promise<{ isHelpful: boolean; helpfulCount: number }> {
      const [row] = await queryRows<{ helpfulCount: number; isHelpful: boolean }>(
        db,
        sql`SELECT r.helpful_count AS "helpfulCount", ${userId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM review_helpful_votes h WHERE h.review_id = r.id AND h.user_id = ${userId})`} AS "isHelpful"
            FROM reviews r WHERE r.id = ${reviewId}`,
      );
      return { isHelpful: row?.isHelpful ?? false, helpfulCount: row?.helpfulCount ?? 0 };
    },

    /** The count of the game's reviews this viewer is shown, and the average of every rating (it names no one). */
    async stats(gameId: number, viewerId: number | null): Promise<{ reviewCount: number; averageRating: number }> {
      const [row] = await queryRows<{ n: number; avg: number | null }>(
        db,
        sql`SELECT (count(*) FILTER (WHERE ${shownTo(viewerId)}))::int AS n, avg(r.rating)::float8 AS avg
            FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.game_id = ${gameId}`,
      );
      return { reviewCount: row?.n ?? 0, averageRating: shownAverageRating(row?.avg ?? null) };
    },

    /** The user's reviews per Korean day of a month: count and the newest covers. */
    async calendar(userId: number, from: string, to: string): Promise<Array<{ date: string; count: number; covers: string[] }>> {
      const rows = await queryRows<{ day: string; n: number; covers: string[] | null }>(
        db,
        sql`SELECT to_char(${KOREAN_DAY}, 'YYYY-MM-DD') AS day, count(*)::int AS n,
              (array_agg(coalesce(g.localized_cover_image_url, g.cover_image_url) ORDER BY r.created_at DESC)
                FILTER (WHERE coalesce(g.localized_cover_image_url, g.cover_image_url) IS NOT NULL))[1:${sql.raw(String(REVIEW_CALENDAR_COVERS_MAX))}] AS covers
            FROM reviews r JOIN games g ON g.id = r.game_id
            WHERE r.user_id = ${userId} AND ${KOREAN_DAY} BETWEEN ${from}::date AND ${to}::date
            GROUP BY 1 ORDER BY 1`,
      );
      return rows.map((r) => ({ date: r.day, count: r.n, covers: r.covers ?? [] }));
    },
  };
}
