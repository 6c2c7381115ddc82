import { useMutation, useQueryClient } from '@tanstack/react-query';
import { syncGogLibrary } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { userKeys } from '../../../entities/accounts/user-keys.ts';
import { gogKeys } from './gog-keys.ts';

/**
 * The sync: loads the library from GOG (once every 3 minutes). Whatever the answer, the library, the stats (their cooldown, an expired link) and the
 * profile's last sync are read again (spec 3 §4); the screen decides what the user is told.
 */
export function useSyncGogLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(syncGogLibrary, { body: {} }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: gogKeys.all });
      // A failed profile refresh is only logged (spec 3 §8): the query keeps what it had.
      queryClient.invalidateQueries({ queryKey: userKeys.profile() }).catch((error: unknown) => console.warn(error));
    },
    // A refused sync (cooldown, expired sign-in) answers the same on a retry.
    retry: false,
  });
}
