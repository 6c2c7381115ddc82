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
