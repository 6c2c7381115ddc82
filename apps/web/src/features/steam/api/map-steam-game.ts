import { useMutation, useQueryClient } from '@tanstack/react-query';
import { steamMessages, type SteamLibraryGame, type SteamManualMappingRequest, steamPaths } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { api } from '../../../lib/api-client.ts';
import { steamErrorMessage } from '../lib/steam-errors.ts';
import { steamKeys, updateCachedSteamGames } from './steam-keys.ts';

/** `POST /api/steam/manual-mapping`: the user's own match, kept by every later sync. */
export function mapSteamGame(request: SteamManualMappingRequest): Promise<SteamLibraryGame> {
  return api.post<SteamLibraryGame>(steamPaths.steamManualMapping, { body: request });
}

/** Links a library game to the chosen catalog game; the row shows it at once, the lists and stats are read again. */
export function useMapSteamGame(onMapped?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: mapSteamGame,
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
