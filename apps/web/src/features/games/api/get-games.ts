import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GAME_PAGE_SIZE_DEFAULT, toGameListQuery, type GameListParams, type GamePage, listGames, searchGames } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../entities/catalog/game-keys.ts';

const MINUTE = 60_000;

/** One page of games. A keyword goes to the search path, anything else to the list (same query). */
export function getGames(params: GameListParams, signal?: AbortSignal) {
  return call(params.keyword ? searchGames : listGames, { query: toGameListQuery(params), signal });
}

/** The game list as infinite pages: page + 1 until the answer says `last` (spec 1 §4). */
export const gamesInfiniteQueryOptions = (params: Omit<GameListParams, 'page' | 'size'>) =>
  infiniteQueryOptions({
    queryKey: gameKeys.list(params),
    queryFn: ({ pageParam, signal }) => getGames({ ...params, page: pageParam, size: GAME_PAGE_SIZE_DEFAULT }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: GamePage) => (lastPage.last ? undefined : lastPage.page + 1),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });

export function useGames(params: Omit<GameListParams, 'page' | 'size'>) {
  return useInfiniteQuery(gamesInfiniteQueryOptions(params));
}
