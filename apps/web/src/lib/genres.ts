import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Genre } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { gameKeys } from './query-keys.ts';

export function getGenres(signal?: AbortSignal): Promise<Genre[]> {
  return api.get<Genre[]>(apiPaths.genres, { signal });
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
