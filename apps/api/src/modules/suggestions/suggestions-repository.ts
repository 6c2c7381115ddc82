import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  SUGGESTIONS_PER_DAY,
  type AdminInfoSuggestion,
  type InfoSuggestion,
  type SuggestionField,
  type SuggestionStatus,
  pageOffset,
} from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { users } from '../accounts/schema.ts';
import type { Tx } from '../catalog/ingest/catalog-name-ids.ts';
import { games } from '../catalog/schema.ts';
import { gameInfoSuggestions } from './schema.ts';

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;

const iso = (value: string) => new Date(value).toISOString();

/** What a suggestion shows of itself, to its author and to operators. */
const SUGGESTION_COLUMNS = {
  id: gameInfoSuggestions.id,
  suggestionText: gameInfoSuggestions.suggestionText,
  field: gameInfoSuggestions.field,
  value: gameInfoSuggestions.value,
  status: gameInfoSuggestions.status,
  createdAt: gameInfoSuggestions.createdAt,
};

export function createSuggestionsRepository(db: AppDb) {
  return {
    /**
     * Stores the suggestion in the first free daily slot of (user, game, day); false when all
     * SUGGESTIONS_PER_DAY are taken. Each insert either takes its slot or yields to the unique index,
     * so concurrent requests can store no more than the limit.
     */
    async addWithinDailyLimit(entry: {
      userId: number;
      gameId: number;
      day: string;
      suggestionText: string;
      field: SuggestionField | null;
      value: string | null;
    }): Promise<boolean> {
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
        .select(SUGGESTION_COLUMNS)
        .from(gameInfoSuggestions)
        .where(and(eq(gameInfoSuggestions.userId, userId), eq(gameInfoSuggestions.gameId, gameId)))
        .orderBy(desc(gameInfoSuggestions.createdAt), asc(gameInfoSuggestions.id));
      return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },

    /** Every suggestion for operators, newest first, with its game and author; one page and the total. */
    async listForReview(filter: { status?: SuggestionStatus; page: number; size: number }) {
      const where = filter.status ? eq(gameInfoSuggestions.status, filter.status) : undefined;
      const rows = await db
        .select({
          ...SUGGESTION_COLUMNS,
          gameId: gameInfoSuggestions.gameId,
          gameName: games.name,
          gameNameKo: games.nameKo,
          userId: gameInfoSuggestions.userId,
          username: users.username,
        })
        .from(gameInfoSuggestions)
        .innerJoin(games, eq(games.id, gameInfoSuggestions.gameId))
        .innerJoin(users, eq(users.id, gameInfoSuggestions.userId))
        .where(where)
        .orderBy(desc(gameInfoSuggestions.createdAt), desc(gameInfoSuggestions.id))
        .limit(filter.size)
        .offset(pageOffset(filter));
      const [total] = await db.select({ n: count() }).from(gameInfoSuggestions).where(where);
      const content: AdminInfoSuggestion[] = rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
      return { content, total: total?.n ?? 0 };
    },

    find: async (id: number) =>
      (
        await db
          .select({
            id: gameInfoSuggestions.id,
            gameId: gameInfoSuggestions.gameId,
            field: gameInfoSuggestions.field,
            value: gameInfoSuggestions.value,
            status: gameInfoSuggestions.status,
          })
          .from(gameInfoSuggestions)
          .where(eq(gameInfoSuggestions.id, id))
      )[0],

    /**
     * Moves a pending suggestion to `status` and runs `apply` in the same transaction (the accepted
     * value going into the catalog); false when it was no longer pending, and then nothing is applied.
     */
    async review(id: number, status: Exclude<SuggestionStatus, 'PENDING'>, apply?: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(gameInfoSuggestions)
          .set({ status })
          .where(and(eq(gameInfoSuggestions.id, id), eq(gameInfoSuggestions.status, 'PENDING')))
          .returning({ id: gameInfoSuggestions.id });
        if (!claimed.length) return false;
        await apply?.(tx);
        return true;
      });
    },
  };
}
