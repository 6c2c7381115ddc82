import type { QueryClient } from '@tanstack/react-query';
import { authProvidersQueryOptions } from '../../features/auth/api/get-auth-providers.ts';

export { LoginScreen as Component } from '../../features/auth/components/login-screen.tsx';

/** Asks which sign-in methods the server offers as the route loads, without waiting for the answer. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(authProvidersQueryOptions());
  return null;
};
