import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { publicProfileQueryOptions } from '../../features/user-profile/api/user-profile.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';

export { UserProfileScreen as Component } from '../../features/user-profile/components/user-profile-screen.tsx';

/** Starts loading the profile while the screen's code arrives. */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const viewerId = useAuthStore.getState().user?.id ?? null;
    if (params.username) void queryClient.prefetchQuery(publicProfileQueryOptions({ viewerId, username: params.username }));
    return null;
  };
