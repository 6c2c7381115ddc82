import { useEffect, useRef } from 'react';
import { useAuthStore } from '../session/auth-store.ts';
import { applyDarkMode, readStoredDarkMode } from './theme.ts';

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
