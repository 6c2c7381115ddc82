import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../lib/own-profile.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';

export { ProfileEditScreen as Component } from '../../features/profile/components/profile-edit-screen.tsx';

/** Starts loading the profile the screen reads (signed in only; the guard sends guests to login). */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated) void queryClient.prefetchQuery(profileQueryOptions());
  return null;
};
