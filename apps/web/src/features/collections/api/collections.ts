import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Collection,
  type CollectionRequest,
  createCollection,
  deleteCollection,
  getCollection,
  removeCollectionGame,
  toggleCollectionLike,
  updateCollection,
} from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../entities/collections/collection-keys.ts';

export const collectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: ({ signal }) => call(getCollection, { params: { id }, signal }),
  });

export function useCollection(id: number | null) {
  return useQuery({ ...collectionQueryOptions(id ?? 0), enabled: id !== null });
}

/** Create (no id) or update; the lists and the detail are refreshed from the server next time. */
export function useSaveCollection(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionRequest) =>
      id === null ? call(createCollection, { body }) : call(updateCollection, { params: { id }, body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: collectionKeys.detail(saved.id) });
    },
    retry: false,
  });
}

export function useDeleteCollection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(deleteCollection, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: collectionKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: collectionKeys.mine() });
    },
    retry: false,
  });
}

/** Like or unlike at once (spec 2 §4), then the server's figures; put back on failure. */
export function useToggleLike(id: number, onFail: () => void) {
  const queryClient = useQueryClient();
  const key = collectionKeys.detail(id);
  return useMutation({
    mutationFn: () => call(toggleCollectionLike, { params: { id } }),
    onMutate: () => {
      const previous = queryClient.getQueryData<Collection>(key);
      if (previous) {
        const isLiked = !previous.isLiked;
        queryClient.setQueryData<Collection>(key, {
          ...previous,
          isLiked,
          likesCount: Math.max(0, previous.likesCount + (isLiked ? 1 : -1)),
        });
      }
      return { previous };
    },
    onSuccess: (status) =>
      queryClient.setQueryData<Collection>(key, (current) =>
        current ? { ...current, isLiked: status.isLiked, likesCount: status.likeCount } : current,
      ),
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onFail();
    },
    retry: false,
  });
}

export function removeGameRequest(id: number, gameId: number) {
  return call(removeCollectionGame, { params: { id, gameId } });
}
