import { gogMessages, type SuccessMessage, gogPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { useStoreDisconnect } from '../../../lib/use-store-disconnect.ts';
import { gogKeys } from './gog-keys.ts';

/** `DELETE /api/gog/disconnect`. */
export function disconnectGog(): Promise<SuccessMessage> {
  return api.delete<SuccessMessage>(gogPaths.gogDisconnect);
}

/** Unlinks GOG: success 'GOG 연동이 해제되었습니다.' and my page, failure 'GOG 연동 해제에 실패했습니다.' (spec 3 §8). */
export const useDisconnectGog = () =>
  useStoreDisconnect({
    disconnect: disconnectGog,
    libraryKey: gogKeys.all,
    messages: { done: gogMessages.disconnected, failed: gogMessages.disconnectFailed },
  });
