import type { QueryClient } from '@tanstack/react-query';

/** How long a server render waits for its data before the page falls back to the shell. */
const DATA_WAIT_MS = 3000;

/**
 * Waits until no query of `queryClient` is fetching (the route's loader started them without awaiting),
 * then answers whether all of them succeeded: a page is rendered on the server only with all its data.
 */
export async function settledQueries(queryClient: QueryClient): Promise<boolean> {
  const cache = queryClient.getQueryCache();
  const settled = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => finish(false), DATA_WAIT_MS);
    const finish = (done: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(done);
    };
    const check = () => {
      if (queryClient.isFetching() === 0) finish(true);
    };
    const unsubscribe = cache.subscribe(check);
    check();
  });
  return settled && cache.getAll().every((query) => query.state.status === 'success');
}
