import { disconnectSteam, steamMessages } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { useStoreDisconnect } from '../../../entities/store-library/use-store-disconnect.ts';
import { steamKeys } from './steam-keys.ts';

/** Unlinks Steam: the library is forgotten, my page reads the profile again and is shown (spec 3 §8). */
export const useDisconnectSteam = () =>
  useStoreDisconnect({
    disconnect: () => call(disconnectSteam),
    libraryKey: steamKeys.all,
    messages: { done: steamMessages.disconnected, failed: steamMessages.disconnectFailed },
  });
