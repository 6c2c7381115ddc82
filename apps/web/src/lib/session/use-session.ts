import { useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { UserInfo } from '@gameshelf/contracts';
import { useAuthStore } from './auth-store.ts';

/** Who is using the app: the signed-in user from the auth store, or a guest. */
export interface Session {
  isAuthenticated: boolean;
  user: UserInfo | null;
}

/** The current session; re-renders only when sign-in state or the user changes. */
export function useSession(): Session {
  return useAuthStore(useShallow(({ isAuthenticated, user }): Session => ({ isAuthenticated, user })));
}

let guestViewShown = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A signed-in visitor's server-rendered page shows the guest's view (issue 35: the server reads as a
 * guest) until `reread` settles: their wishlist, likes and helpful votes are unknown until then.
 */
export function showGuestViewUntil(reread: Promise<unknown>): void {
  const set = (value: boolean) => {
    guestViewShown = value;
    for (const listener of listeners) listener();
  };
  set(true);
  void reread.finally(() => set(false));
}

/**
 * Whether the screen's per-viewer flags (in the wishlist, liked, voted helpful) are this visitor's, so a
 * toggle built on them may be pressed: false on the server and while hydrating (the markup has no
 * handlers yet), and while a signed-in visitor's page still shows the server's guest view. A toggle
 * pressed on the guest's `false` would add what is already there, or undo a like.
 */
export function usePersonalFlagsReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !guestViewShown,
    () => false,
  );
}
