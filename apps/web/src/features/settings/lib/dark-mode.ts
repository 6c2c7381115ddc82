import { accountMessages } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { useSession } from '../../../lib/session/use-session.ts';
import { setDarkMode as setGuestDarkMode, useDarkMode } from '../../../lib/theme/theme.ts';
import { useUpdateSettings } from '../api/update-settings.ts';

/**
 * Dark mode as the header toggle and the settings switch change it. Signed in: optimistic (the
 * store's flag, and so the page, flips at once), saved with `updateAccountSettings`, reverted
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
  const save = useUpdateSettings({ onRevert: () => toast.error(accountMessages.darkModeSaveFailed) });
  const isDarkMode = signedIn ? user.darkModeEnabled : documentDark;
  const setDarkMode = (next: boolean) => {
    if (signedIn) save.mutate({ darkModeEnabled: next });
    else setGuestDarkMode(next);
  };
  return { isDarkMode, setDarkMode, toggleDarkMode: () => setDarkMode(!isDarkMode) };
}
