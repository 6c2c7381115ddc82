import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unmapSteamGame } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { call } from '../../../lib/api-client.ts';
import { steamErrorMessage } from '../lib/steam-errors.ts';
import { steamKeys, updateCachedSteamGames } from './steam-keys.ts';

/** Unlinks a game matched by mistake ("no matching game", the user's choice that later syncs keep): the row turns unmapped at once, the lists and stats are read again. */
export function useUnmapSteamGame() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (game: { id: number }) => call(unmapSteamGame, { params: { id: game.id } }),
    onSuccess: ({ message }, { id }) => {
      updateCachedSteamGames(
        queryClient,
        (game) => game.id === id,
        (game) => ({ ...game, mapped: false, manuallyMapped: true, igdbGame: null, inCollection: false }),
      );
      void queryClient.invalidateQueries({ queryKey: steamKeys.all });
      toast.success(message);
    },
    onError: (error) => toast.error(steamErrorMessage(error)),
    retry: false,
  });
}
