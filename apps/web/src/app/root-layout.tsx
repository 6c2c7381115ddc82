import { Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import { ErrorState, LoadingState } from '@gameshelf/ui';
import { commonMessages } from '@gameshelf/contracts';
import { SessionExpiryHandler } from '../features/auth/lib/session-expiry.ts';
import { StartupTokenCheck } from '../lib/session/startup-check.ts';
import { AppFrame } from './layout/app-frame.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { RouterLinkProvider } from './providers.tsx';

/** Shell around every route, plus the app-wide session work: start-up token check and session expiry. */
export function RootLayout() {
  return (
    <RouterLinkProvider>
      <StartupTokenCheck />
      <SessionExpiryHandler />
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
