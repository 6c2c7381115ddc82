import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '@gameshelf/ui/styles.css';
import { loadMatchedLazyRoutes } from './app/matched-lazy-routes.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { createRoutes } from './app/routes.tsx';
import { useAuthStore } from './lib/session/auth-store.ts';
import { serverStateInPage, type ServerState } from './app/server/server-state.ts';
import { maintenanceInPage, noMaintenanceInPage } from './features/maintenance/lib/maintenance-in-page.ts';

const container = document.getElementById('root')!;

/** Renders over whatever the page holds (the shell's empty root, or a server render that could not hydrate). */
const render = (node: ReactNode) => createRoot(container).render(<StrictMode>{node}</StrictMode>);

/** The app, with its router (which starts the route's loaders) made only when the app is shown. */
function renderApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/**
 * A server-rendered page (issue 35): the queries' answers and the router's loader data from its state
 * block, the matched lazy routes loaded, then hydrated, so the first render is the server's markup.
 */
async function hydrateApp(state: ServerState) {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  const routes = createRoutes(queryClient);
  await loadMatchedLazyRoutes(routes, window.location);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData } });
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // The server read as a guest: a signed-in visitor's screen reads again with their session (their likes,
  // their own collection's buttons), once hydration has matched the server's markup.
  if (useAuthStore.getState().isAuthenticated) void queryClient.invalidateQueries();
}

/** The server's screen when the page carries one, else the app from scratch (the installed app's cached shell). */
function startApp() {
  const state = serverStateInPage();
  if (state) hydrateApp(state).catch(renderApp);
  else renderApp();
}

// Maintenance is decided before the first render (spec 3 §4): the served page carries the state. When
// it says none, the app renders at once; otherwise (maintenance switched on, or a page without the state,
// such as the installed app's cached shell) the decision's chunk loads and, for a page without the state,
// waits for /maintenance.json or a short timeout. In maintenance only the notice renders, never the app.
// The server renders a page's screen only when its state says none.
const inPage = maintenanceInPage();
if (noMaintenanceInPage(inPage)) startApp();
else
  void import('./app/maintenance-start.tsx')
    .then(async ({ maintenanceAtStart, MaintenanceStart }) => {
      const status = await maintenanceAtStart(inPage);
      if (!status) return renderApp();
      render(<MaintenanceStart status={status} />);
    })
    // The decision's code could not load (offline, a new deploy): the app, whose writes the server refuses.
    .catch(renderApp);
