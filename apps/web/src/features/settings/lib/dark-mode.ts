import { useEffect, useRef } from 'react';
import { userMessages } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { useSession } from '../../../lib/session/use-session.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { applyDarkMode, readStoredDarkMode, setDarkMode as setGuestDarkMode, useDarkMode } from '../../shell/theme.ts';
import { useUpdateSettings } from '../api/update-settings.ts';

/**
 * Spec 1 §4: a signed-in user's `darkModeEnabled` drives the `dark` class on <html>; after sign-out
 * the guest's stored flag takes over again. A guest's class is left alone (index.html set it).
 * Mount once (the app shell).
 */
export function useUserThemeSync(): void {
  const userDarkMode = useAuthStore((state) => (state.isAuthenticated && state.user ? state.user.darkModeEnabled : null));
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (userDarkMode !== null) applyDarkMode(userDarkMode);
    else if (wasSignedIn.current) applyDarkMode(readStoredDarkMode());
    wasSignedIn.current = userDarkMode !== null;
  }, [userDarkMode]);
}

/**
 * Dark mode as the header toggle and the settings switch change it. Signed in: optimistic (the
 * store's flag, and so the page, flips at once), saved with `PATCH /api/users/settings`, reverted
 * with '다크모드 설정 변경에 실패했습니다.' on failure. Guest: the locally stored flag.
 */
export interface DarkModeSetting {
  isDarkMode: boolean;
  setDarkMode: (next: boolean) => void;
  toggleDarkMode: () => void;
}

export function useDarkModeSetting(): DarkModeSetting {
  const { isAuthenticated, user } = useSession();
  const signedIn = isAuthenticated && user !== null;
  const { isDarkMode: documentDark } = useDarkMode();
  const toast = useToast();
  const save = useUpdateSettings({ onRevert: () => toast.error(userMessages.darkModeSaveFailed) });
  const isDarkMode = signedIn ? user.darkModeEnabled : documentDark;
  const setDarkMode = (next: boolean) => {
    if (signedIn) save.mutate({ darkModeEnabled: next });
    else setGuestDarkMode(next);
  };
  return { isDarkMode, setDarkMode, toggleDarkMode: () => setDarkMode(!isDarkMode) };
}
