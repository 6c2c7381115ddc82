import type { HttpHandler } from 'msw';
import { gamesHandlers, genresHandlers } from './handlers/games.ts';

export { gamesHandlers, genresHandlers, queryGames } from './handlers/games.ts';
export { games, fixtureGames, makeGame, MISSING_GAME_ID, platformFields, genreFields } from './fixtures/games.ts';
export { genres, genreByName } from './fixtures/genres.ts';

/** Default handler groups, keyed the way stories override them (`parameters.msw.handlers`). */
export const defaultHandlerGroups = {
  games: gamesHandlers.loaded,
  genres: genresHandlers.loaded,
} satisfies Record<string, HttpHandler[]>;

/** Every default handler as one flat list (for setupWorker / setupServer). */
export const handlers: HttpHandler[] = Object.values(defaultHandlerGroups).flat();
