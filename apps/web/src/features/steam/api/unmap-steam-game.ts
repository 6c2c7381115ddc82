import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MessageResponse, steamPaths } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { api } from '../../../lib/api-client.ts';
import { steamErrorMessage } from '../lib/steam-errors.ts';
import { steamKeys, updateCachedSteamGames } from './steam-keys.ts';

/** `DELETE /api/steam/mapping/{id}`: "no matching game", the user's choice that later syncs keep. */
export function unmapSteamGame(libraryGameId: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(steamPaths.steamMapping(libraryGameId));
}

/** Unlinks a game matched by mistake: the row turns unmapped at once, the lists and stats are read again. */
export function useUnmapSteamGame() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (game: { id: number }) => unmapSteamGame(game.id),
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
