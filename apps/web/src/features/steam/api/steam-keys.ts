import type { QueryClient } from '@tanstack/react-query';
import type { SteamLibraryGame } from '@gameshelf/contracts';
import { userKeys } from '../../../entities/accounts/user-keys.ts';
import type { SteamViewFilter } from '../lib/library-view.ts';

/** Steam library keys, under the user's keys so signing out forgets them. */
export const steamKeys = {
  all: [...userKeys.all, 'steam'] as const,
  games: () => [...steamKeys.all, 'games'] as const,
  gameList: (filter: SteamViewFilter) => [...steamKeys.games(), filter] as const,
  stats: () => [...steamKeys.all, 'stats'] as const,
  suggestions: (libraryGameId: number) => [...steamKeys.all, 'suggestions', libraryGameId] as const,
};

/** Applies `change` to the cached library games it selects, in every filtered list. */
export function updateCachedSteamGames(
  queryClient: QueryClient,
  select: (game: SteamLibraryGame) => boolean,
  change: (game: SteamLibraryGame) => SteamLibraryGame,
): void {
  queryClient.setQueriesData<SteamLibraryGame[]>({ queryKey: steamKeys.games() }, (list) =>
    list?.map((game) => (select(game) ? change(game) : game)),
  );
}
