import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapSteamGame, steamMessages, type SteamManualMappingRequest } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { call } from '../../../lib/api-client.ts';
import { steamErrorMessage } from '../lib/steam-errors.ts';
import { steamKeys, updateCachedSteamGames } from './steam-keys.ts';

/**
 * Links a library game to the chosen catalog game (the user's own match, kept by every later sync);
 * the row shows it at once, the lists and stats are read again.
 */
export function useMapSteamGame(onMapped?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (body: SteamManualMappingRequest) => call(mapSteamGame, { body }),
    onSuccess: (updated) => {
      updateCachedSteamGames(
        queryClient,
        (game) => game.id === updated.id,
        () => updated,
      );
      void queryClient.invalidateQueries({ queryKey: steamKeys.all });
      toast.success(steamMessages.mappingSaved);
      onMapped?.();
    },
    onError: (error) => toast.error(steamErrorMessage(error)),
    retry: false,
  });
}
