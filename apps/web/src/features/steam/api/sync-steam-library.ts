import { useMutation, useQueryClient } from '@tanstack/react-query';
import { syncSteamLibrary } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { userKeys } from '../../../entities/accounts/user-keys.ts';
import { steamKeys } from './steam-keys.ts';

/**
 * The sync: loads the library from Steam (once every 3 minutes). Whatever the answer, the library, the stats (their cooldown) and the profile's last sync
 * are read again; the screens decide what the user is told.
 */
export function useSyncSteamLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(syncSteamLibrary),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: steamKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile() });
    },
    // A refused sync (cooldown, private profile) answers the same on a retry.
    retry: false,
  });
}
