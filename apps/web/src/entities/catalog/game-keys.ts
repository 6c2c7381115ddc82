import type { GameListParams } from '@gameshelf/contracts';

/**
 * Hierarchical keys of the catalog's queries: invalidating ['games'] refreshes every list and detail.
 * Shared, because a wishlist or collection change updates the games' flags wherever they are cached.
 */
export const gameKeys = {
  all: ['games'] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  list: (params: GameListParams) => [...gameKeys.lists(), params] as const,
  details: () => [...gameKeys.all, 'detail'] as const,
  detail: (id: number) => [...gameKeys.details(), id] as const,
  genres: () => ['genres'] as const,
};
