import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * The server's settled answers into the browser's cache before hydration: what TanStack's `hydrate` does
 * for queries that settled (the server sends no pending ones and no mutations), without its code in the
 * entry (about 0.8 KB gzip of every first visit).
 */
export function fillQueries(queryClient: QueryClient, { queries }: DehydratedState): void {
  const cache = queryClient.getQueryCache();
  for (const { queryKey, queryHash, state } of queries) cache.build(queryClient, { queryKey, queryHash }, state);
}
