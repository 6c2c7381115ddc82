import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type WishlistPage,
  type WishlistParams,
  accountMessages,
  wishlistMessages,
  addWishlistGame,
  removeWishlistGame,
} from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { ApiError, call } from '../../lib/api-client.ts';
import { setCachedGameFlags } from '../catalog/game-cache.ts';

/** Keys of the signed-in user's wishlist queries. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  lists: () => [...wishlistKeys.all, 'list'] as const,
  list: (params: WishlistParams) => [...wishlistKeys.lists(), params] as const,
};

export const addToWishlist = (gameId: number) => call(addWishlistGame, { body: { gameId } });
export const removeFromWishlist = (gameId: number) => call(removeWishlistGame, { params: { id: gameId } });

/**
 * What a failed wishlist call says (spec 1 §8, spec 2 §8): already added, sign in again, or the
 * generic add/remove failure. Network failures keep their own Korean message.
 */
export function wishlistErrorMessage(error: unknown, removing: boolean): string {
  if (error instanceof ApiError) {
    if (error.message.includes('이미')) return wishlistMessages.alreadyAdded;
    if (error.isUnauthorized) return accountMessages.loginRequiredAgain;
    if (error.status === 0) return error.message;
  }
  return removing ? wishlistMessages.removeFailed : wishlistMessages.processingFailed;
}

/** Sets a game's `inWishlist` wherever the catalog is cached. */
export const setCachedWishlistFlag = (queryClient: QueryClient, gameId: number, inWishlist: boolean): void =>
  setCachedGameFlags(queryClient, gameId, { inWishlist });

/** Removes a game from every cached wishlist page; returns what to put back on undo or failure. */
export function removeCachedWishlistEntry(queryClient: QueryClient, gameId: number): Array<[readonly unknown[], WishlistPage | undefined]> {
  const snapshot = queryClient.getQueriesData<WishlistPage>({ queryKey: wishlistKeys.lists() });
  queryClient.setQueriesData<WishlistPage>({ queryKey: wishlistKeys.lists() }, (page) =>
    page
      ? {
          ...page,
          content: page.content.filter((entry) => entry.gameId !== gameId),
          totalElements: page.content.some((entry) => entry.gameId === gameId) ? page.totalElements - 1 : page.totalElements,
        }
      : page,
  );
  return snapshot;
}

/**
 * The wishlist toggle (spec 1 §4): check `inWishlist`, remove or add, the game's flag flipped at once
 * everywhere it is cached and put back when the server says no; success and failure toasts.
 */
export function useWishlistToggle() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ gameId, inWishlist }: { gameId: number; inWishlist: boolean }) =>
      inWishlist ? removeFromWishlist(gameId) : addToWishlist(gameId),
    onMutate: ({ gameId, inWishlist }) => {
      setCachedWishlistFlag(queryClient, gameId, !inWishlist);
      return { snapshot: inWishlist ? removeCachedWishlistEntry(queryClient, gameId) : [] };
    },
    onSuccess: (_answer, { inWishlist }) => {
      toast.success(inWishlist ? wishlistMessages.removed : wishlistMessages.added);
      // The wishlist screen shows the new game when next opened.
      if (!inWishlist) void queryClient.invalidateQueries({ queryKey: wishlistKeys.all, refetchType: 'none' });
    },
    onError: (error, { gameId, inWishlist }, context) => {
      setCachedWishlistFlag(queryClient, gameId, inWishlist);
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(wishlistErrorMessage(error, inWishlist));
    },
    // A toggle is not retried: the user can tap again.
    retry: false,
  });
}
