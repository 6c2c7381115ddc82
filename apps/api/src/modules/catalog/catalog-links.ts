import { eq, sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../db/database.ts';
import type { GameChanged } from './catalog.ts';
import type { Tx } from './ingest/catalog-name-ids.ts';
import { forgetGameActivity, recordGameActivity, type GameActivity } from './popularity.ts';
import { games } from './schema.ts';

/** A game's review totals, as the reviews module counts them from its own table. */
export type ReviewTotals = {
  /** The average rating, 0 without reviews (numeric text as PostgreSQL's avg gives it, or a number). */
  ratingAvg: string | number;
  count: number;
};

/**
 * What other modules ask of the catalog's tables, so that none reads or writes them itself: whether a
 * game exists and its platform ids (collections and reviews check a played or bought-on platform), the user activity that
 * feeds popularity (wishlist, collections, reviews), and the review totals kept on `games` with the
 * lock their writers take (reviews). Built once in app.ts and handed to the modules as plain functions;
 * the ones taking `tx` run in the caller's transaction.
 */
export function createCatalogLinks(db: AppDb, gameChanged: GameChanged) {
  return {
    /** Whether the catalog has the game. */
    gameExists: async (gameId: number): Promise<boolean> =>
      (await db.select({ id: games.id }).from(games).where(eq(games.id, gameId)).limit(1)).length > 0,

    /** The game's platform ids, or null when there is no such game. */
    async platformIdsOf(gameId: number): Promise<number[] | null> {
      const [row] = await db.select({ platformIds: games.platformIds }).from(games).where(eq(games.id, gameId));
      return row ? row.platformIds : null;
    },

    /** Records a user's activity on a game for popularity (once per user, game and kind). */
    recordActivity: (activity: GameActivity, tx?: Tx): Promise<void> => recordGameActivity(tx ?? db, activity),

    /** Takes a user's activity on a game back out of popularity. */
    forgetActivity: (activity: GameActivity, tx?: Tx): Promise<void> => forgetGameActivity(tx ?? db, activity),

    /**
     * Locks the game's row until the transaction ends: writers of one game's reviews take it first, so
     * each recount of the totals sees the others' committed rows.
     */
    async lockForReviewTotals(tx: Tx, gameId: number): Promise<void> {
      await tx.execute(sql`SELECT id FROM games WHERE id = ${gameId} FOR UPDATE`);
    },

    /**
     * Writes the game's review totals (the caller holds `lockForReviewTotals`); every API process drops
     * its cached detail of the game (this one at once, the others at the commit).
     */
    async writeReviewTotals(tx: Tx, gameId: number, totals: ReviewTotals): Promise<void> {
      await tx.execute(sql`UPDATE games SET user_rating_avg = ${totals.ratingAvg}, user_rating_count = ${totals.count},
          review_count = ${totals.count} WHERE id = ${gameId}`);
      await gameChanged(tx, gameId);
    },

    /**
     * Applies what Steam's storefront says of a game in Korean (prices' store details, issue 36), in
     * the caller's transaction: the Korean summary replaces none, or the one Steam gave before
     * (`previousSummaryKo`, the source record), never one an operator or an import set; Korean listed
     * by Steam makes the support OFFICIAL (a community patch's USER_PATCH included), and its absence
     * changes nothing (the IGDB sync's Steam_KRLocInfo value stays). Answers whether the game changed;
     * every process then drops its cached detail.
     */
    async applySteamStoreText(
      tx: Tx,
      gameId: number,
      text: { summaryKo: string | null; previousSummaryKo: string | null; koreanOfficial: boolean },
    ): Promise<boolean> {
      const ours = sql`(summary_ko IS NULL OR summary_ko = ${text.previousSummaryKo})`;
      const official = text.koreanOfficial;
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE games SET
              summary_ko = CASE WHEN ${ours} THEN ${text.summaryKo}::text ELSE summary_ko END,
              korean_support = CASE WHEN ${official}::boolean THEN 'OFFICIAL' ELSE korean_support END,
              updated_at = now()
            WHERE id = ${gameId}
              AND ((${ours} AND summary_ko IS DISTINCT FROM ${text.summaryKo}::text)
                OR (${official}::boolean AND korean_support IS DISTINCT FROM 'OFFICIAL'))
            RETURNING id`,
      );
      if (rows.length === 0) return false;
      await gameChanged(tx, gameId);
      return true;
    },
  };
}

export type CatalogLinks = ReturnType<typeof createCatalogLinks>;
