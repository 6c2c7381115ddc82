import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SERVER_STATE_ELEMENT_ID } from '@gameshelf/contracts';
import '@gameshelf/ui/styles.css';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { markLive } from './app/mark-live.ts';
import { maintenanceInPage, noMaintenanceInPage } from './features/maintenance/lib/maintenance-in-page.ts';

const container = document.getElementById('root')!;

/** Renders over whatever the page holds (the shell's empty root, or a server render that could not hydrate). */
const render = (node: ReactNode) => {
  createRoot(container).render(<StrictMode>{node}</StrictMode>);
  markLive();
};

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

/** The server's screen hydrated when the page carries one, else the app from scratch (the installed app's cached shell). */
function startApp() {
  if (!document.getElementById(SERVER_STATE_ELEMENT_ID)) return renderApp();
  import('./app/hydrate-app.tsx').then(({ hydrateApp }) => hydrateApp(container)).catch(renderApp);
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
