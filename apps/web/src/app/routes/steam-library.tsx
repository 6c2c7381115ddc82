import type { QueryClient } from '@tanstack/react-query';
import { steamGamesQueryOptions } from '../../features/steam/api/get-steam-games.ts';
import { steamStatsQueryOptions } from '../../features/steam/api/get-steam-stats.ts';
import { DEFAULT_STEAM_VIEW_FILTER } from '../../features/steam/lib/library-view.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';

export { SteamLibraryScreen as Component } from '../../features/steam/components/steam-library-screen.tsx';

/** Starts the library (all games, the screen's first view) and stats queries for a signed-in visitor. */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated) {
    void queryClient.prefetchQuery(steamGamesQueryOptions(DEFAULT_STEAM_VIEW_FILTER));
    void queryClient.prefetchQuery(steamStatsQueryOptions());
  }
  return null;
};
