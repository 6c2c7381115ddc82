import { Suspense, type ReactNode } from 'react';

/**
 * Where a lazily loaded sheet or dialog goes: nothing until it is first wanted (`mounted`), then kept
 * rendered so it can animate closed, with nothing shown while its code arrives.
 */
export function LazySlot({ mounted, children }: { mounted: boolean; children: ReactNode }) {
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
