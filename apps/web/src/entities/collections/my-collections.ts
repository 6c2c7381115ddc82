import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { listMyCollections, listMyCollectionsWithGame } from '@gameshelf/contracts';
import { call } from '../../lib/api-client.ts';
import { collectionKeys } from './collection-keys.ts';

/** The signed-in user's collections (`GET /api/collections`): the collection list and the collection picker. */
export const myCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: collectionKeys.mine(),
    queryFn: ({ signal }) => call(listMyCollections, { signal }),
  });

/** The user's collections; `enabled` false (the picker while closed) asks for nothing. */
export function useMyCollections(enabled = true) {
  return useQuery({ ...myCollectionsQueryOptions(), enabled });
}

/** Which of the user's collections already hold a catalog game (the picker marks them); off without a game. */
export function useCollectionsHolding(gameId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: collectionKeys.forGame(gameId ?? 0),
    queryFn: ({ signal }) => call(listMyCollectionsWithGame, { params: { id: gameId ?? 0 }, signal }),
    enabled: enabled && gameId !== null,
  });
}

/** After a store library's add: the user's collections, the one added to and the games' holders are read again. */
export function refreshCollectionsAfterAdd(queryClient: QueryClient, collectionId: number, gameIds: readonly number[]): void {
  void queryClient.invalidateQueries({ queryKey: collectionKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: collectionKeys.detail(collectionId) });
  for (const id of gameIds) void queryClient.invalidateQueries({ queryKey: collectionKeys.forGame(id) });
}
