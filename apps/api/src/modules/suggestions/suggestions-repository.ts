import { and, asc, desc, eq } from 'drizzle-orm';
import { SUGGESTIONS_PER_DAY, type InfoSuggestion } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { games } from '../catalog/schema.ts';
import { gameInfoSuggestions } from './schema.ts';

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;

export function createSuggestionsRepository(db: AppDb) {
  return {
    gameExists: async (gameId: number): Promise<boolean> =>
      (await db.select({ id: games.id }).from(games).where(eq(games.id, gameId)).limit(1)).length > 0,

    /**
     * Stores the suggestion in the first free daily slot of (user, game, day); false when all
     * SUGGESTIONS_PER_DAY are taken. Each insert either takes its slot or yields to the unique index,
     * so concurrent requests can store no more than the limit.
     */
    async addWithinDailyLimit(entry: { userId: number; gameId: number; day: string; suggestionText: string }): Promise<boolean> {
      for (let slot = 1; slot <= SUGGESTIONS_PER_DAY; slot++) {
        const inserted = await db
          .insert(gameInfoSuggestions)
          .values({ ...entry, slot })
          .onConflictDoNothing()
          .returning({ id: gameInfoSuggestions.id });
        if (inserted.length > 0) return true;
      }
      return false;
    },

    /** The user's suggestions for a game, newest first. */
    async listByUser(userId: number, gameId: number): Promise<InfoSuggestion[]> {
      const rows = await db
        .select({
          id: gameInfoSuggestions.id,
          suggestionText: gameInfoSuggestions.suggestionText,
          status: gameInfoSuggestions.status,
          createdAt: gameInfoSuggestions.createdAt,
        })
        .from(gameInfoSuggestions)
        .where(and(eq(gameInfoSuggestions.userId, userId), eq(gameInfoSuggestions.gameId, gameId)))
        .orderBy(desc(gameInfoSuggestions.createdAt), asc(gameInfoSuggestions.id));
      return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
    },
  };
}
