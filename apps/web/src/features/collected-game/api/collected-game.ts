import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CollectedGameUpdate, getCollectionGame, updateCollectionGame } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../entities/collections/collection-keys.ts';

export const collectedGameQueryOptions = (collectionId: number, gameId: number) =>
  queryOptions({
    queryKey: collectionKeys.collectedGame(collectionId, gameId),
    queryFn: ({ signal }) => call(getCollectionGame, { params: { id: collectionId, gameId }, signal }),
  });

export function useCollectedGame(collectionId: number | null, gameId: number | null) {
  return useQuery({ ...collectedGameQueryOptions(collectionId ?? 0, gameId ?? 0), enabled: collectionId !== null && gameId !== null });
}

/** Saves the record; the collection's detail (totals, rows) is refreshed from the server next time. */
export function useSaveCollectedGame(collectionId: number, gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CollectedGameUpdate) => call(updateCollectionGame, { params: { id: collectionId, gameId }, body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(collectionKeys.collectedGame(collectionId, gameId), saved);
      void queryClient.invalidateQueries({ queryKey: collectionKeys.detail(collectionId), exact: true });
      void queryClient.invalidateQueries({ queryKey: collectionKeys.mine() });
    },
    retry: false,
  });
}
