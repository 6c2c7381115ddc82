import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountMessages,
  addSteamGameToCollection,
  bulkAddSteamGames,
  collectionMessages,
  steamMessages,
  type CollectionSummary,
  type SteamLibraryGame,
} from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { ApiError, call } from '../../../lib/api-client.ts';
import { refreshCollectionsAfterAdd } from '../../../entities/collections/my-collections.ts';
import { steamKeys, updateCachedSteamGames } from './steam-keys.ts';

/** Spec 3 §8: '이미 존재' (or 409) → already in that collection; sign in again; the server's 400s as said; else generic. */
export function steamCollectionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.message.includes('이미 존재')) return steamMessages.alreadyInCollection;
    if (error.isUnauthorized || error.message.includes('인증이 필요합니다')) return accountMessages.loginRequiredAgain;
    if (error.status === 400 || error.status === 0) return error.message;
  }
  return collectionMessages.addGameFailed;
}

/** After adding: the games are marked as collected, and the collection screens read again. */
function afterAdd(queryClient: ReturnType<typeof useQueryClient>, collectionId: number, gameIds: number[]) {
  const added = new Set(gameIds);
  updateCachedSteamGames(
    queryClient,
    (game) => game.igdbGame !== null && added.has(game.igdbGame.id),
    (game) => ({ ...game, inCollection: true }),
  );
  void queryClient.invalidateQueries({ queryKey: steamKeys.games() });
  refreshCollectionsAfterAdd(queryClient, collectionId, gameIds);
}

/** Adds one mapped library game to the picked collection (spec 3 §4: then it is marked inCollection). */
export function useAddSteamGameToCollection(game: SteamLibraryGame | null, onAdded?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (collection: CollectionSummary) => {
      if (!game?.igdbGame) return Promise.reject(new ApiError(400, steamMessages.unmappedNotAddable));
      return call(addSteamGameToCollection, { params: { id: game.id }, body: { collectionId: collection.id } });
    },
    onSuccess: ({ message }, collection) => {
      afterAdd(queryClient, collection.id, game?.igdbGame ? [game.igdbGame.id] : []);
      toast.success(message);
      onAdded?.();
    },
    onError: (error) => toast.error(steamCollectionErrorMessage(error)),
    retry: false,
  });
}

/** Adds the selected mapped games in one call; the toast says how many were added and skipped. */
export function useBulkAddSteamGames(games: readonly SteamLibraryGame[], onAdded?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (collection: CollectionSummary) => {
      if (games.length === 0) return Promise.reject(new ApiError(400, steamMessages.bulkNothingMapped));
      return call(bulkAddSteamGames, { body: { collectionId: collection.id, libraryGameIds: games.map((g) => g.id) } });
    },
    onSuccess: (result, collection) => {
      afterAdd(
        queryClient,
        collection.id,
        games.flatMap((g) => (g.igdbGame ? [g.igdbGame.id] : [])),
      );
      toast.success(result.message);
      onAdded?.();
    },
    onError: (error) => toast.error(steamCollectionErrorMessage(error)),
    retry: false,
  });
}
