import { useMutation } from '@tanstack/react-query';
import { getSteamLoginUrl } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { navigateToExternal } from '../../../lib/external-navigation.ts';

/** Asks for the Steam sign-in address, then leaves for it; Steam brings the browser back to /mypage. */
export function useConnectSteam() {
  return useMutation({
    mutationFn: () => call(getSteamLoginUrl),
    onSuccess: ({ authUrl }) => navigateToExternal(authUrl),
    retry: false,
  });
}
