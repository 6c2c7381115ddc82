import { gameKeys } from '../catalog/game-keys.ts';

/**
 * Keys of review queries, shared by the game page, the review screen and the calendar: a saved or
 * deleted review invalidates its game (`gameKeys.detail`, which holds the game's reviews) and the
 * viewer's own lists (`reviewKeys.mine`).
 */
export const reviewKeys = {
  game: (gameId: number) => [...gameKeys.detail(gameId), 'reviews'] as const,
  gameList: (gameId: number) => [...reviewKeys.game(gameId), 'list'] as const,
  gameStats: (gameId: number) => [...reviewKeys.game(gameId), 'stats'] as const,
  /** The viewer's review of one game (`hasReview` + `data`). */
  gameMine: (gameId: number) => [...reviewKeys.game(gameId), 'mine'] as const,
  /** Everything about the viewer's own reviews: calendar months and days. */
  mine: ['my-reviews'] as const,
  calendar: (month: string) => [...reviewKeys.mine, 'calendar', month] as const,
  day: (date: string) => [...reviewKeys.mine, 'day', date] as const,
};
