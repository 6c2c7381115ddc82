import { useMutation } from '@tanstack/react-query';
import { type SteamAuthUrl, steamPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { navigateToExternal } from '../../../lib/external-navigation.ts';

/** `GET /api/steam/auth/login`: where "Sign in through Steam" starts. */
export function getSteamAuthUrl(): Promise<SteamAuthUrl> {
  return api.get<SteamAuthUrl>(steamPaths.steamAuthLogin);
}

/** Asks for the Steam sign-in address, then leaves for it; Steam brings the browser back to /mypage. */
export function useConnectSteam() {
  return useMutation({
    mutationFn: getSteamAuthUrl,
    onSuccess: ({ authUrl }) => navigateToExternal(authUrl),
    retry: false,
  });
}
