import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GogLibraryGame, gogPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { gogKeys } from './gog-keys.ts';

/** `GET /api/gog/games`: every game of the user's GOG library (the screen always asks for all; spec 3 §7). */
export function getGogGames(signal?: AbortSignal): Promise<GogLibraryGame[]> {
  return api.get<GogLibraryGame[]>(gogPaths.gogGames, { signal });
}

export const gogGamesQueryOptions = () => queryOptions({ queryKey: gogKeys.games(), queryFn: ({ signal }) => getGogGames(signal) });

export function useGogGames() {
  return useQuery(gogGamesQueryOptions());
}
