import { useMutation } from '@tanstack/react-query';
import { type SettingsUpdateRequest, type UserInfo, updateAccountSettings } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

/** Changes any of the switches; answers every value. */
export function updateSettings(body: SettingsUpdateRequest) {
  return call(updateAccountSettings, { body });
}

/** The switches the auth store holds (profile visibility is not one of them). */
type StoreSwitches = Pick<SettingsUpdateRequest, 'darkModeEnabled' | 'notificationEnabled'>;

/** Changes switches of the signed-in user in the auth store (the source of truth while signed in). */
function patchUser(changes: Partial<Pick<UserInfo, 'darkModeEnabled' | 'notificationEnabled'>>): void {
  const { user, setUser } = useAuthStore.getState();
  if (user) setUser({ ...user, ...changes });
}

/**
 * Optimistic settings change for the signed-in user: the store (and so the screen) takes the new
 * value at once; a failed save puts back the value from before this change and calls `onRevert`.
 */
export function useUpdateSettings({ onRevert }: { onRevert: (changed: keyof StoreSwitches) => void }) {
  return useMutation({
    mutationFn: (changes: StoreSwitches) => updateSettings(changes),
    onMutate: (changes) => {
      const user = useAuthStore.getState().user;
      const previous = user ? { darkModeEnabled: user.darkModeEnabled, notificationEnabled: user.notificationEnabled } : null;
      patchUser(changes);
      return { previous };
    },
    onError: (_error, changes, context) => {
      if (!context?.previous) return;
      const keys = Object.keys(changes) as (keyof StoreSwitches)[];
      patchUser(Object.fromEntries(keys.map((key) => [key, context.previous![key]])));
      for (const key of keys) onRevert(key);
    },
  });
}
