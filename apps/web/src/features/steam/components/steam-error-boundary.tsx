import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { steamKeys } from '../api/steam-keys.ts';
import type { SteamErrorContext } from '../lib/steam-errors.ts';

/** What a failure shows loads only when something fails. */
const SteamErrorFallback = lazy(() => import('./steam-error-fallback.tsx').then((m) => ({ default: m.SteamErrorFallback })));

interface BoundaryProps {
  children: ReactNode;
  context: SteamErrorContext;
  onReset: () => void;
  className?: string;
}

type BoundaryState = { failed: false } | { failed: true; error: unknown };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Steam screen failed', error, info.componentStack);
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) {
      return (
        <Suspense fallback={null}>
          <SteamErrorFallback error={this.state.error} context={this.props.context} onRetry={this.retry} className={this.props.className} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}

export interface SteamErrorBoundaryProps {
  children: ReactNode;
  /** 'mapping' around finding a game's info (the suggestions sheet); 'library' elsewhere. */
  context?: SteamErrorContext;
  className?: string;
}

/**
 * The Steam screens' error boundary (spec 3 §2.2): auth, connection, mapping or unknown, each with
 * its message, retry (the failed queries run again) and reload; auth also links to my page.
 */
export function SteamErrorBoundary({ children, context = 'library', className }: SteamErrorBoundaryProps) {
  const queryClient = useQueryClient();
  // The failed Steam queries start over, so the screen drawn again fetches instead of throwing the same error.
  const reset = () => void queryClient.resetQueries({ queryKey: steamKeys.all, predicate: (query) => query.state.status === 'error' });
  return (
    <Boundary context={context} onReset={reset} className={className}>
      {children}
    </Boundary>
  );
}
