import { type GameListQuery, type GamePage, type Genre, catalogMessages } from '@gameshelf/contracts';
import { NotFoundError } from '../../shared/errors.ts';
import type { GamesRepository } from './games-repository.ts';
import { gameBytes, gamePageBytes, type GameFlags, type GameJson } from './read-cache/game-json.ts';
import type { GenresRepository } from './genres-repository.ts';

/** Which of the given games a user has in their wishlist and in any of their collections. */
export type UserGameFlags = (userId: number, gameIds: readonly number[]) => Promise<GameFlags>;

/**
 * Reading the catalog: list pages, one game, the genres. Pages and games are cached as JSON bytes
 * for everyone; a signed-in caller's `inWishlist` and `inCollection` flags are laid over the bytes
 * (game-json.ts), never stored in them.
 */
export function createCatalogService(deps: { games: GamesRepository; genres: GenresRepository; userFlags?: UserGameFlags }) {
  /** The caller's flags for the games, or none for a guest. */
  async function flagsOf(games: readonly GameJson[], userId: number | undefined): Promise<GameFlags | undefined> {
    if (userId === undefined || !deps.userFlags || games.length === 0) return undefined;
    return deps.userFlags(
      userId,
      games.map((game) => game.id),
    );
  }

  return {
    /** A list page with its games as objects, flags false (for readers inside the server). */
    listGames: (query: GameListQuery): Promise<GamePage> => deps.games.listGames(query),

    /** The ids of a list page's games, best first (for readers inside the server that need no more). */
    listGameIds: async (query: GameListQuery): Promise<number[]> => (await deps.games.list(query)).content.map((game) => game.id),

    /** A list page as JSON bytes (GamePageSchema): cached bytes for guests, the caller's flags laid over otherwise. */
    async listGamesJson(query: GameListQuery, userId?: number): Promise<Buffer> {
      const page = await deps.games.list(query);
      return gamePageBytes(page, await flagsOf(page.content, userId));
    },

    /** One game as JSON bytes: the shared cached bytes for guests, with the caller's flags otherwise. */
    async getGameJson(id: number, userId?: number): Promise<Buffer> {
      const game = await deps.games.findDetail(id);
      if (!game) throw new NotFoundError(catalogMessages.gameNotFound);
      return gameBytes(game, await flagsOf([game], userId));
    },

    listGenres: (): Promise<Genre[]> => deps.genres.listAll(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
