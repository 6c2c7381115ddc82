import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider, UiLinkProvider, type UiLinkComponent } from '@gameshelf/ui';
import { Link } from 'react-router-dom';
import { queryDefaults } from '../lib/query-defaults.ts';
import { resetQueriesWhenViewerChanges } from '../lib/session/viewer-change.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/**
 * Data and toasts for the whole app; the app shell renders the toasts (ToastHost). Cached answers are
 * reset whenever the viewer changes (sign-in, sign-out, another account).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => resetQueriesWhenViewerChanges(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

/** UiLink rendered as react-router's Link: client-side navigation for every primitive's link. */
const RouterLink: UiLinkComponent = ({ href, ...props }) => <Link to={href} {...props} />;

/** Must sit inside the router (Link needs its context). */
export function RouterLinkProvider({ children }: { children: ReactNode }) {
  return <UiLinkProvider component={RouterLink}>{children}</UiLinkProvider>;
}
