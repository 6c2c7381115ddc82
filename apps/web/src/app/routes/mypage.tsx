import type { QueryClient } from '@tanstack/react-query';
import { recentReviewsQueryOptions } from '../../features/mypage/api/recent-reviews.ts';
import { profileQueryOptions } from '../../lib/own-profile.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';

export { MyPageScreen as Component } from '../../features/mypage/components/my-page-screen.tsx';

/** Starts loading what the page reads: the own profile (store links) and the latest reviews. */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated) {
    void queryClient.prefetchQuery(profileQueryOptions());
    void queryClient.prefetchQuery(recentReviewsQueryOptions());
  }
  return null;
};
