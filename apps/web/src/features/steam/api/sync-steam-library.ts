import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SteamSyncResult, steamPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { steamKeys } from './steam-keys.ts';

/** `POST /api/steam/sync-library`: loads the library from Steam (once every 3 minutes). */
export function syncSteamLibrary(): Promise<SteamSyncResult> {
  return api.post<SteamSyncResult>(steamPaths.steamSyncLibrary);
}

/**
 * The sync. Whatever the answer, the library, the stats (their cooldown) and the profile's last sync
 * are read again; the screens decide what the user is told.
 */
export function useSyncSteamLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncSteamLibrary,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: steamKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile() });
    },
    // A refused sync (cooldown, private profile) answers the same on a retry.
    retry: false,
  });
}
