import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importSteamWishlist } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { wishlistKeys } from '../../../entities/wishlist/wishlist.ts';

/** Adds the linked Steam account's wishlist to ours; the wishlist is read again afterwards. */
export function useImportSteamWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(importSteamWishlist),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
    // A private wishlist answers the same on a retry.
    retry: false,
  });
}
