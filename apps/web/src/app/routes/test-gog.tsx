import type { QueryClient } from '@tanstack/react-query';
import { testAuthUrlQueryOptions } from '../../features/gog-test/api/get-test-auth-url.ts';
import { testSessionInfoQueryOptions } from '../../features/gog-test/api/get-test-session-info.ts';

export { GogTestScreen as Component } from '../../features/gog-test/components/gog-test-screen.tsx';

/** Development builds only (routes.tsx): starts the login address and the session info without blocking. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(testAuthUrlQueryOptions());
  void queryClient.prefetchQuery(testSessionInfoQueryOptions());
  return null;
};
