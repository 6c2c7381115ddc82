/**
 * The app's localStorage keys (spec 1 §3 "Local storage keys"), defined once. This module has no
 * imports: vite.config.ts reads it to fill in index.html's pre-paint script (lib/theme/pre-paint.ts).
 */

/** The persisted auth session (zustand-persist shape; lib/session/auth-store.ts). */
export const AUTH_STORAGE_KEY = 'auth-storage';

/** The guest's dark-mode flag, `{"state":{"isDarkMode":true},"version":0}` (lib/theme/theme.ts). */
export const GUEST_THEME_STORAGE_KEY = 'guest-theme-storage';

/** Set once this browser holds the Pretendard files a page needed: later pages paint in it (lib/fonts). */
export const FONTS_READY_KEY = 'fontsReady';

/** Where the visitor was going before login sent them away (lib/redirect-path.ts). */
export const REDIRECT_PATH_KEY = 'redirectPath';

/** Ids of important notices the visitor closed on home, a JSON array (spec 1 §3, §4). */
export const CLOSED_NOTICES_KEY = 'closedNotices';
