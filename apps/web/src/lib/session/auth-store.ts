import { decodeJwt } from 'jose';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserInfo } from '@gameshelf/contracts';
import { clearOfflineReads } from '../pwa/offline-reads.ts';
import { AUTH_STORAGE_KEY } from '../storage-keys.ts';

export interface AuthState {
  user: UserInfo | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  /** Login sets user, tokens and authenticated (spec 1 §4). */
  login: (session: { user: UserInfo; accessToken: string; refreshToken: string }) => void;
  /** A token refresh replaces the tokens. */
  setTokens: (accessToken: string, refreshToken: string) => void;
  setUser: (user: UserInfo) => void;
  /** Logout clears everything, the reads kept for offline use included. */
  logout: () => void;
}

const signedOut = { user: null, accessToken: null, refreshToken: null, isAuthenticated: false } as const;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      login: ({ user, accessToken, refreshToken }) => {
        // A new session starts without anything another account left for offline reading.
        clearOfflineReads();
        set({ user, accessToken, refreshToken, isAuthenticated: true });
      },
      setTokens: (accessToken, refreshToken) => set({ accessToken, refreshToken }),
      setUser: (user) => set({ user }),
      logout: () => {
        clearOfflineReads();
        set({ ...signedOut });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, accessToken, refreshToken, isAuthenticated }) => ({ user, accessToken, refreshToken, isAuthenticated }),
    },
  ),
);

/**
 * Expiry comes from the token's `exp` claim; a token that cannot be decoded counts as expired (spec 1 §4).
 * `skewSeconds` treats a token about to expire as expired already.
 */
export function isTokenExpired(token: string | null, nowMs = Date.now(), skewSeconds = 10): boolean {
  if (!token) return true;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp !== 'number' || exp * 1000 <= nowMs + skewSeconds * 1000;
  } catch {
    return true;
  }
}
