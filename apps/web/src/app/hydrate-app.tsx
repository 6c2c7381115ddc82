import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { notifyManager } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { hydrateInSlices } from '../lib/hydrate-later.tsx';
import { nextTask } from '../lib/next-task.ts';
import { showGuestViewUntil } from '../lib/session/use-session.ts';
import { fillQueries } from './fill-queries.ts';
import { loadMatchedLazyRoutes } from './matched-lazy-routes.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createRoutes } from './routes.tsx';
import { serverStateInPage } from './server/server-state.ts';
import { markLive } from './mark-live.ts';

/**
 * A server-rendered page (issue 35) made live: the queries' answers and the router's loader data from its
 * state block, the matched lazy routes loaded, then hydrated, so the first render is the server's markup.
 * Its own chunk, loaded only by such a page (main.tsx): the screen is already painted, and the shell
 * (the installed app's offline page) never needs it.
 */
export async function hydrateApp(container: HTMLElement): Promise<void> {
  const state = serverStateInPage();
  // A state block that does not parse: main.tsx renders the app from scratch instead.
  if (!state) throw new Error('The page has no readable server state');
  const queryClient = createQueryClient();
  fillQueries(queryClient, state.queries);
  const routes = createRoutes(queryClient);
  await loadMatchedLazyRoutes(routes, window.location);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData } });
  // The server read as a guest: a signed-in visitor's screen reads again with their session (their likes,
  // their own collection's buttons), once hydration has matched the server's markup; until then its
  // toggles wait (use-session.ts).
  const signedIn = useAuthStore.getState().isAuthenticated;
  let reread = () => {};
  if (signedIn) showGuestViewUntil(new Promise<void>((done) => (reread = done)));
  await nextTask();
  const sliced = hydrateInSlices(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The page's controls answer once its last part has hydrated (before, a press or a keystroke meets the
  // server's markup).
  void sliced.then(() => markLive());
  // Every query the server filled, watched yet or not: a screen's observers subscribe in effects, after
  // this line, and an 'active' refetch would settle before their reads began. The toggles wake in the
  // same batch of notifications that hands the screens their new answers, never a render before.
  if (signedIn) void queryClient.invalidateQueries({ refetchType: 'all' }).finally(() => notifyManager.schedule(reread));
}
