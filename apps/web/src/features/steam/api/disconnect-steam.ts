import { useMutation, useQueryClient } from '@tanstack/react-query';
import { steamMessages, type SuccessMessage, steamPaths } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { steamKeys } from './steam-keys.ts';

/** `POST /api/steam/disconnect`. */
export function disconnectSteam(): Promise<SuccessMessage> {
  return api.post<SuccessMessage>(steamPaths.steamDisconnect);
}

/** Unlinks Steam: the library is forgotten, my page reads the profile again and is shown (spec 3 §8). */
export function useDisconnectSteam() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: disconnectSteam,
    onSuccess: ({ success, message }) => {
      if (!success) {
        toast.error(steamMessages.disconnectFailed);
        return;
      }
      queryClient.removeQueries({ queryKey: steamKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile() });
      toast.success(message || steamMessages.disconnected);
      void navigate(paths.myPage);
    },
    onError: () => toast.error(steamMessages.disconnectFailed),
    retry: false,
  });
}
