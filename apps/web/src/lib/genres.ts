import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Genre, catalogPaths } from '@gameshelf/contracts';
import { api } from './api-client.ts';
import { gameKeys } from './game-keys.ts';

/** The genre list (spec 1 §9: fresh for 30 min), shared by the game list and the wishlist filters. */
export function getGenres(signal?: AbortSignal): Promise<Genre[]> {
  return api.get<Genre[]>(catalogPaths.genres, { signal });
}

export const genresQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.genres(),
    queryFn: ({ signal }) => getGenres(signal),
    staleTime: 30 * 60_000,
  });

export function useGenres() {
  return useQuery(genresQueryOptions());
}
