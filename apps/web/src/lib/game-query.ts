import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Game, catalogPaths } from '@gameshelf/contracts';
import { api } from './api-client.ts';
import { gameKeys } from './game-keys.ts';

/** One game (`GET /api/games/{id}`), shared by the game page and the review screen (one cache entry). */
export function getGame(id: number, signal?: AbortSignal): Promise<Game> {
  return api.get<Game>(catalogPaths.game(id), { signal });
}

export const gameQueryOptions = (id: number) =>
  queryOptions({
    queryKey: gameKeys.detail(id),
    queryFn: ({ signal }) => getGame(id, signal),
    // Retries follow the client default: none for 4xx, so a missing game shows not-found at once.
    staleTime: 10 * 60_000,
  });

export function useGame(id: number | null) {
  return useQuery({ ...gameQueryOptions(id ?? 0), enabled: id !== null });
}
