import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectGog, getGogAuthUrl } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { userKeys } from '../../../entities/accounts/user-keys.ts';
import { gogKeys } from './gog-keys.ts';

/** Asks for GOG's login page (the guide opens it in a popup), which ends on a blank page whose address holds the code. */
export function useRequestGogAuthUrl() {
  return useMutation({ mutationFn: () => call(getGogAuthUrl), retry: false });
}

/** Links the GOG account with the pasted `on_login_success` address or the bare code; once linked, the profile (my page's link) and the library's stats are read again. */
export function useConnectGog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (urlOrCode: string) => call(connectGog, { body: { urlOrCode } }),
    onSuccess: ({ success }) => {
      if (!success) return;
      void queryClient.invalidateQueries({ queryKey: userKeys.profile() });
      void queryClient.invalidateQueries({ queryKey: gogKeys.all });
    },
    // A code is spent once GOG has seen it: never send it twice.
    retry: false,
  });
}
