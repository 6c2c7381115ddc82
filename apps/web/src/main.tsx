import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@gameshelf/ui/styles.css';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { maintenanceAtStart } from './features/maintenance/lib/maintenance-at-start.ts';

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

// Maintenance is decided before the first render (spec 3 §4): the served page carries the state; a
// page without it (the installed app's cached shell) renders nothing until /maintenance.json answers
// or a short wait runs out. In maintenance only the notice renders, never the app under it.
void maintenanceAtStart().then(async (status) => {
  if (!status) return renderApp();
  try {
    const { MaintenanceStart } = await import('./app/maintenance-start.tsx');
    root.render(
      <StrictMode>
        <MaintenanceStart status={status} />
      </StrictMode>,
    );
  } catch {
    // The notice's code could not load (offline, a new deploy): the app, whose writes the server refuses.
    renderApp();
  }
});
