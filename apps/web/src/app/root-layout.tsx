import { useEffect, useState, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import { ErrorState, LoadingState } from '@gameshelf/ui';
import { commonMessages } from '@gameshelf/contracts';
import { SessionExpiryHandler } from '../features/auth/lib/session-expiry.ts';
import { StartupTokenCheck } from '../lib/session/startup-check.ts';
import { AppFrame } from './layout/app-frame.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { RouterLinkProvider } from './providers.tsx';
import { nextTask } from '../lib/next-task.ts';

/** What no first paint needs (the maintenance watcher, the installed app's prompts), loaded after it. */
function Deferred() {
  const [Extras, setExtras] = useState<ComponentType | null>(null);
  useEffect(() => {
    // Imported a task later: Vite's preload helper starts a request per chunk (a few milliseconds each on
    // a phone), which added to the effects of hydration made one long task.
    nextTask()
      .then(() => import('./deferred-extras.tsx'))
      .then((module) => setExtras(() => module.DeferredExtras))
      .catch(() => {});
  }, []);
  return Extras ? <Extras /> : null;
}

/**
 * Shell around every route, plus the app-wide work: start-up token check, session expiry and the
 * installed app's update and offline-ready prompts, the maintenance notice.
 */
export function RootLayout() {
  return (
    <RouterLinkProvider>
      <StartupTokenCheck />
      <SessionExpiryHandler />
      <Deferred />
      <AppShell>
        <Outlet />
      </AppShell>
      <ScrollRestoration />
    </RouterLinkProvider>
  );
}

/** Shown while the first route module loads. */
export function RootFallback() {
  return <LoadingState fullPage label={commonMessages.loading} />;
}

/** Unexpected render or chunk-load failures. */
export function RootError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <AppFrame>
      <ErrorState
        className="flex-1"
        title="페이지를 표시하지 못했습니다."
        message="잠시 후 다시 시도해 주세요."
        retryLabel={commonMessages.retry}
        onRetry={() => window.location.reload()}
      />
    </AppFrame>
  );
}
