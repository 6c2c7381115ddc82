import type { ReactNode } from 'react';
import { RouterLinkProvider } from '../providers.tsx';
import { AppShell } from './app-shell.tsx';

/** A page inside the app: primitives' links as router links, in the shell (header, navigation, toasts, settings). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <RouterLinkProvider>
      <AppShell>{children}</AppShell>
    </RouterLinkProvider>
  );
}
