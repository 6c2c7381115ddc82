import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GogSyncResult, gogPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { gogKeys } from './gog-keys.ts';

/** `POST /api/gog/sync-library`: loads the library from GOG (once every 3 minutes). */
export function syncGogLibrary(): Promise<GogSyncResult> {
  return api.post<GogSyncResult>(gogPaths.gogSyncLibrary, { body: {} });
}

/**
 * The sync. Whatever the answer, the library, the stats (their cooldown, an expired link) and the
 * profile's last sync are read again (spec 3 §4); the screen decides what the user is told.
 */
export function useSyncGogLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncGogLibrary,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: gogKeys.all });
      // A failed profile refresh is only logged (spec 3 §8): the query keeps what it had.
      queryClient.invalidateQueries({ queryKey: userKeys.profile() }).catch((error: unknown) => console.warn(error));
    },
    // A refused sync (cooldown, expired sign-in) answers the same on a retry.
    retry: false,
  });
}
