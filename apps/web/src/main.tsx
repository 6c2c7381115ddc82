import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@gameshelf/ui/styles.css';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { maintenanceInPage, noMaintenanceInPage } from './features/maintenance/lib/maintenance-in-page.ts';

const root = createRoot(document.getElementById('root')!);

/** The app, with its router (which starts the route's loaders) made only when the app is shown. */
function renderApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// Maintenance is decided before the first render (spec 3 §4): the served page carries the state. When
// it says none, the app renders at once; otherwise (maintenance switched on, or a page without the state,
// such as the installed app's cached shell) the decision's chunk loads and, for a page without the state,
// waits for /maintenance.json or a short timeout. In maintenance only the notice renders, never the app.
const inPage = maintenanceInPage();
if (noMaintenanceInPage(inPage)) renderApp();
else
  void import('./app/maintenance-start.tsx')
    .then(async ({ maintenanceAtStart, MaintenanceStart }) => {
      const status = await maintenanceAtStart(inPage);
      if (!status) return renderApp();
      root.render(
        <StrictMode>
          <MaintenanceStart status={status} />
        </StrictMode>,
      );
    })
    // The decision's code could not load (offline, a new deploy): the app, whose writes the server refuses.
    .catch(renderApp);
