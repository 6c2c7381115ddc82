import type { QueryClient } from '@tanstack/react-query';
import { gogGamesQueryOptions } from '../../features/gog/api/get-gog-games.ts';
import { gogStatsQueryOptions } from '../../features/gog/api/get-gog-stats.ts';
import { profileQueryOptions } from '../../lib/own-profile.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';

export { GogLibraryScreen as Component } from '../../features/gog/components/gog-library-screen.tsx';

/** Starts the library, stats and own-profile (its last sync counts the cooldown) queries for a signed-in visitor. */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated) {
    void queryClient.prefetchQuery(gogGamesQueryOptions());
    void queryClient.prefetchQuery(gogStatsQueryOptions());
    void queryClient.prefetchQuery(profileQueryOptions());
  }
  return null;
};
