import type { GameListParams } from '@gameshelf/contracts';

/** Hierarchical keys: invalidating ['games'] refreshes every list and detail. */
export const gameKeys = {
  all: ['games'] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  list: (params: GameListParams) => [...gameKeys.lists(), params] as const,
  details: () => [...gameKeys.all, 'detail'] as const,
  detail: (id: number) => [...gameKeys.details(), id] as const,
  genres: () => ['genres'] as const,
};
