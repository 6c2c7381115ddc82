import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SuccessMessage } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { userKeys } from '../accounts/user-keys.ts';

export interface StoreDisconnect {
  /** The store's disconnect call. */
  disconnect: () => Promise<SuccessMessage>;
  /** The store library's queries, forgotten once unlinked. */
  libraryKey: QueryKey;
  /** The success and failure toasts (spec 3 §8). */
  messages: { done: string; failed: string };
}

/** Unlinks a store (Steam, GOG): the library is forgotten, my page reads the profile again and is shown. */
export function useStoreDisconnect({ disconnect, libraryKey, messages }: StoreDisconnect) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: disconnect,
    onSuccess: ({ success }) => {
      if (!success) {
        toast.error(messages.failed);
        return;
      }
      queryClient.removeQueries({ queryKey: libraryKey });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile() });
      toast.success(messages.done);
      void navigate(paths.myPage);
    },
    onError: () => toast.error(messages.failed),
    retry: false,
  });
}
