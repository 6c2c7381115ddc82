import { steamMessages, type SuccessMessage, steamPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { useStoreDisconnect } from '../../../lib/use-store-disconnect.ts';
import { steamKeys } from './steam-keys.ts';

/** `POST /api/steam/disconnect`. */
export function disconnectSteam(): Promise<SuccessMessage> {
  return api.post<SuccessMessage>(steamPaths.steamDisconnect);
}

/** Unlinks Steam: the library is forgotten, my page reads the profile again and is shown (spec 3 §8). */
export const useDisconnectSteam = () =>
  useStoreDisconnect({
    disconnect: disconnectSteam,
    libraryKey: steamKeys.all,
    messages: { done: steamMessages.disconnected, failed: steamMessages.disconnectFailed },
  });
