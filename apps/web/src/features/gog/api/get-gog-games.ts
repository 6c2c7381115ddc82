import { queryOptions, useQuery } from '@tanstack/react-query';
import { listGogGames } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { gogKeys } from './gog-keys.ts';

/** Every game of the user's GOG library (the screen always asks for all; spec 3 §7). */
export const gogGamesQueryOptions = () =>
  queryOptions({ queryKey: gogKeys.games(), queryFn: ({ signal }) => call(listGogGames, { signal }) });

export function useGogGames() {
  return useQuery(gogGamesQueryOptions());
}
