import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GogAuthUrl, type SuccessMessage, gogPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { gogKeys } from './gog-keys.ts';

/** `GET /api/gog/auth-url`: GOG's login page, which ends on a blank page whose address holds the code. */
export function getGogAuthUrl(): Promise<GogAuthUrl> {
  return api.get<GogAuthUrl>(gogPaths.gogAuthUrl);
}

/** `POST /api/gog/connect`: the pasted `on_login_success` address or the bare code. */
export function connectGog(urlOrCode: string): Promise<SuccessMessage> {
  return api.post<SuccessMessage>(gogPaths.gogConnect, { body: { urlOrCode } });
}

/** Asks for the login address (the guide opens it in a popup). */
export function useRequestGogAuthUrl() {
  return useMutation({ mutationFn: getGogAuthUrl, retry: false });
}

/** Links the GOG account; once linked, the profile (my page's link) and the library's stats are read again. */
export function useConnectGog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectGog,
    onSuccess: ({ success }) => {
      if (!success) return;
      void queryClient.invalidateQueries({ queryKey: userKeys.profile() });
      void queryClient.invalidateQueries({ queryKey: gogKeys.all });
    },
    // A code is spent once GOG has seen it: never send it twice.
    retry: false,
  });
}
