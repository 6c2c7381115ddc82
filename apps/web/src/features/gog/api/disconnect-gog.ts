import { disconnectGog, gogMessages } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { useStoreDisconnect } from '../../../entities/store-library/use-store-disconnect.ts';
import { gogKeys } from './gog-keys.ts';

/** Unlinks GOG: success 'GOG 연동이 해제되었습니다.' and my page, failure 'GOG 연동 해제에 실패했습니다.' (spec 3 §8). */
export const useDisconnectGog = () =>
  useStoreDisconnect({
    disconnect: () => call(disconnectGog),
    libraryKey: gogKeys.all,
    messages: { done: gogMessages.disconnected, failed: gogMessages.disconnectFailed },
  });
