import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from './auth-store.ts';

const viewerOf = (state: ReturnType<typeof useAuthStore.getState>): number | null => state.user?.id ?? null;

/**
 * Resets every cached query when the person the answers were for changes: a sign-out (by the user, or a
 * session the server ended), a sign-in, another account. Many answers depend on who asked (a game's
 * `inWishlist`/`inCollection`, which reviews a private profile's owner sees, one's own collections), so
 * the next viewer must never be shown the last one's. Active queries fetch again at once; a renewed
 * token or an edited profile is the same viewer and keeps everything. Answers the unsubscribe.
 */
export function resetQueriesWhenViewerChanges(queryClient: QueryClient): () => void {
  let viewer = viewerOf(useAuthStore.getState());
  return useAuthStore.subscribe((state) => {
    const next = viewerOf(state);
    if (next === viewer) return;
    viewer = next;
    void queryClient.resetQueries();
  });
}
