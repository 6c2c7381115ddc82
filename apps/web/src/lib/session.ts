/**
 * Who is using the app. Sign-in arrives in a later issue; until then everyone is a guest,
 * and the shell already branches on `isAuthenticated` so the signed-in variant is one change away.
 */
export interface Session {
  isAuthenticated: boolean;
}

const GUEST: Session = { isAuthenticated: false };

export function useSession(): Session {
  return GUEST;
}
