import { type Game, type GameListQuery, type GamePage, type Genre, catalogMessages } from '@gameshelf/contracts';
import { NotFoundError } from '../../shared/errors.ts';
import type { GamesRepository } from './games-repository.ts';
import { gamePageBytes } from './game-json.ts';
import type { GenresRepository } from './genres-repository.ts';

/** Which of the given games a user has in their wishlist and in any of their collections. */
export type UserGameFlags = (
  userId: number,
  gameIds: readonly number[],
) => Promise<{ wishlist: ReadonlySet<number>; collection: ReadonlySet<number> }>;

/**
 * Reading the catalog: list pages, one game, the genres. Pages are cached for everyone; a signed-in
 * caller's `inWishlist` and `inCollection` flags are laid over the cached page, never stored in it.
 */
export function createCatalogService(deps: { games: GamesRepository; genres: GenresRepository; userFlags?: UserGameFlags }) {
  async function withUserFlags(games: Game[], userId: number | undefined): Promise<Game[]> {
    if (userId === undefined || !deps.userFlags || games.length === 0) return games;
    const flags = await deps.userFlags(
      userId,
      games.map((g) => g.id),
    );
    return games.map((game) => ({ ...game, inWishlist: flags.wishlist.has(game.id), inCollection: flags.collection.has(game.id) }));
  }

  return {
    async listGames(query: GameListQuery, userId?: number): Promise<GamePage> {
      const page = await deps.games.list(query);
      return userId === undefined ? page : { ...page, content: await withUserFlags(page.content, userId) };
    },

    /** A list page as JSON bytes (GamePageSchema): cached bytes for guests, the caller's flags laid over otherwise. */
    async listGamesJson(query: GameListQuery, userId?: number): Promise<Buffer> {
      return gamePageBytes(await this.listGames(query, userId));
    },

    /** One game as JSON: the shared cached bytes for guests, with the caller's flags otherwise. */
    async getGameJson(id: number, userId?: number): Promise<Buffer | string> {
      const detail = await deps.games.findDetail(id);
      if (!detail) throw new NotFoundError(catalogMessages.gameNotFound);
      if (userId === undefined) return detail.json;
      const [flagged] = await withUserFlags([detail.game], userId);
      return JSON.stringify(flagged);
    },

    listGenres: (): Promise<Genre[]> => deps.genres.listAll(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
