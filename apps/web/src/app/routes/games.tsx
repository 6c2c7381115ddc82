import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { gamesInfiniteQueryOptions } from '../../features/games/api/get-games.ts';
import { genresQueryOptions } from '../../lib/genres.ts';
import { parseListState, toGameListParams } from '../../features/games/lib/list-params.ts';
import { loadGamesListFooter } from '../../features/games/components/games-list-screen.tsx';

export { GamesListScreen as Component } from '../../features/games/components/games-list-screen.tsx';

/**
 * Starts the same queries the screen reads, without waiting: the screen shows its own
 * skeletons, and navigation never blocks on the network.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const state = parseListState(new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(gamesInfiniteQueryOptions(toGameListParams(state)));
    void queryClient.prefetchQuery(genresQueryOptions());
    void loadGamesListFooter();
    return null;
  };
