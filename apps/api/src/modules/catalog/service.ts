import { type Game, type GameListQuery, type GamePage, type Genre, catalogMessages } from '@gameshelf/contracts';
import { NotFoundError } from '../../shared/errors.ts';
import type { GamesRepository } from './games-repository.ts';
import type { GenresRepository } from './genres-repository.ts';

/** Reading the catalog: list pages, one game, the genres. */
export function createCatalogService(deps: { games: GamesRepository; genres: GenresRepository }) {
  return {
    listGames: (query: GameListQuery): Promise<GamePage> => deps.games.list(query),

    async getGame(id: number): Promise<Game> {
      const game = await deps.games.findById(id);
      if (!game) throw new NotFoundError(catalogMessages.gameNotFound);
      return game;
    },

    listGenres: (): Promise<Genre[]> => deps.genres.listAll(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
