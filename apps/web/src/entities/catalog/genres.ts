import { queryOptions, useQuery } from '@tanstack/react-query';
import { listGenres } from '@gameshelf/contracts';
import { call } from '../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/** The genre list (spec 1 §9: fresh for 30 min), shared by the game list and the wishlist filters. */
export const genresQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.genres(),
    queryFn: ({ signal }) => call(listGenres, { signal }),
    staleTime: 30 * 60_000,
  });

export function useGenres() {
  return useQuery(genresQueryOptions());
}
