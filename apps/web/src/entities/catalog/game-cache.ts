import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Game, GamePage } from '@gameshelf/contracts';
import { gameKeys } from './game-keys.ts';

/** Sets a game's per-user flags wherever the catalog is cached (its page and every list page), without refetching. */
export function setCachedGameFlags(
  queryClient: QueryClient,
  gameId: number,
  flags: Partial<Pick<Game, 'inWishlist' | 'inCollection'>>,
): void {
  queryClient.setQueryData<Game>(gameKeys.detail(gameId), (game) => (game ? { ...game, ...flags } : game));
  queryClient.setQueriesData<InfiniteData<GamePage>>({ queryKey: gameKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            content: page.content.map((game) => (game.id === gameId ? { ...game, ...flags } : game)),
          })),
        }
      : data,
  );
}
