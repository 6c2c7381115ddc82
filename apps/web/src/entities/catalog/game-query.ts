import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGame } from '@gameshelf/contracts';
import { call } from '../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/** One game, shared by the game page and the review screen (one cache entry). */
export const gameQueryOptions = (id: number) =>
  queryOptions({
    queryKey: gameKeys.detail(id),
    queryFn: ({ signal }) => call(getGame, { params: { id }, signal }),
    // Retries follow the client default: none for 4xx, so a missing game shows not-found at once.
    staleTime: 10 * 60_000,
  });

export function useGame(id: number | null) {
  return useQuery({ ...gameQueryOptions(id ?? 0), enabled: id !== null });
}
