import { useNavigate } from 'react-router-dom';
import { useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSyncSteamLibrary } from '../api/sync-steam-library.ts';
import { isSteamProfilePrivate, syncErrorMessage } from './steam-errors.ts';

/**
 * The library's sync (spec 3 §4, §8): the server's summary as a toast; a private profile opens the
 * guide; without a linked account, connect; the cooldown and Steam being out of reach show the server's words, other failures
 * 'Steam 라이브러리 새로고침에 실패했습니다.'.
 */
export function useLibrarySync() {
  const sync = useSyncSteamLibrary();
  const toast = useToast();
  const navigate = useNavigate();
  const start = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => {
        if (isSteamProfilePrivate(error)) {
          void navigate(paths.steamProfilePrivate);
        } else if (error instanceof ApiError && error.status === 400) {
          // No Steam account linked (any more): the server says so, and linking starts over.
          toast.error(error.message);
          void navigate(paths.steamConnect);
        } else {
          toast.error(syncErrorMessage(error));
        }
      },
    });
  return { start, mutation: sync };
}
