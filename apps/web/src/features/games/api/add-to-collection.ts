import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CollectionSummary, accountMessages, addCollectionGame, collectionMessages } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { ApiError, call } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../entities/collections/collection-keys.ts';
import { setCachedGameFlags } from '../../../entities/catalog/game-cache.ts';

/** Spec 2 §8: '이미 존재' → already added here; sign in again; else the generic failure. */
export function addToCollectionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message.includes('이미 존재') || error.status === 409) return collectionMessages.gameAlreadyAdded;
    if (error.isUnauthorized) return accountMessages.loginRequiredAgain;
    if (error.status === 0) return error.message;
  }
  return collectionMessages.addGameFailed;
}

/**
 * Adds the game to a collection (BACKLOG, as spec 2 §3 defaults): marked at once in the sheet and on
 * the game, put back if refused; the 'collection added' toast opens the collection (spec 1 §7).
 */
export function useAddToCollection(gameId: number, onAdded?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (collection: CollectionSummary) => call(addCollectionGame, { params: { id: collection.id }, body: { gameId } }),
    onMutate: (collection) => {
      const previous = queryClient.getQueryData<CollectionSummary[]>(collectionKeys.forGame(gameId));
      queryClient.setQueryData<CollectionSummary[]>(collectionKeys.forGame(gameId), (list) => [...(list ?? []), collection]);
      setCachedGameFlags(queryClient, gameId, { inCollection: true });
      return { previous };
    },
    onSuccess: (_answer, collection) => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: collectionKeys.detail(collection.id) });
      toast.success(collectionMessages.gameAdded, {
        action: { label: '컬렉션 보기', onClick: () => void navigate(paths.collectionDetail(collection.id)) },
      });
      onAdded?.();
    },
    onError: (error, _collection, context) => {
      queryClient.setQueryData(collectionKeys.forGame(gameId), context?.previous);
      if (!context?.previous?.length) setCachedGameFlags(queryClient, gameId, { inCollection: false });
      toast.error(addToCollectionErrorMessage(error));
    },
    retry: false,
  });
}
