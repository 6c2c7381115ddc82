import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages, addGogGameToCollection, gogMessages, type CollectionSummary, type GogLibraryGame } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { ApiError, call } from '../../../lib/api-client.ts';
import { refreshCollectionsAfterAdd } from '../../../entities/collections/my-collections.ts';
import { gogKeys } from './gog-keys.ts';

/** Spec 3 §8 (the Steam rules where they fit): already there (409, '이미 존재'), sign in again, unmapped; else '컬렉션 추가에 실패했습니다.'. */
export function gogCollectionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.message.includes('이미 존재')) return gogMessages.alreadyInCollection;
    if (error.isUnauthorized || error.message.includes('인증이 필요합니다')) return accountMessages.loginRequiredAgain;
    if (error.message === gogMessages.unmappedNotAddable) return error.message;
  }
  return gogMessages.addToCollectionFailed;
}

/**
 * Adds a mapped library game to the picked collection: '게임이 컬렉션에 추가되었습니다.', the game turns
 * collected at once and the library is read again (spec 3 §8). An unmapped game is refused here.
 */
export function useAddGogGameToCollection(game: GogLibraryGame | null, onAdded?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (collection: CollectionSummary) => {
      if (!game?.igdbGame) return Promise.reject(new ApiError(400, gogMessages.unmappedNotAddable));
      return call(addGogGameToCollection, { params: { id: game.id }, body: { collectionId: collection.id } });
    },
    onSuccess: (_answer, collection) => {
      const gameId = game?.igdbGame ? Number(game.igdbGame.id) : null;
      queryClient.setQueryData<GogLibraryGame[]>(gogKeys.games(), (list) =>
        list?.map((item) => (item.igdbGame && Number(item.igdbGame.id) === gameId ? { ...item, inCollection: true } : item)),
      );
      void queryClient.invalidateQueries({ queryKey: gogKeys.games() });
      refreshCollectionsAfterAdd(queryClient, collection.id, gameId === null ? [] : [gameId]);
      toast.success(gogMessages.addedToCollection);
      onAdded?.();
    },
    onError: (error) => toast.error(gogCollectionErrorMessage(error)),
    retry: false,
  });
}
