import { Suspense, useState, type ReactElement } from 'react';

/**
 * Hydration in slices (issue 35). A server-rendered page is hydrated in one call, and on a phone the
 * whole screen at once is a task of hundreds of milliseconds in which a tap waits. Parts wrapped in
 * `HydrateLater` keep the server's markup and are hydrated afterwards, each in a task of its own:
 * Preact keeps the DOM of a component that suspends while hydrating and hydrates it when it resumes.
 * Until then the part shows as the server rendered it; its links work as plain links.
 */
let hydrating = false;

/** Runs the page's hydration call with slicing on: parts wrapped in `HydrateLater` wait for later tasks. */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Resolves in a task of its own, after whatever the current one still does. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Suspending({ children }: { children: ReactElement }) {
  // Made while the page hydrates, thrown only then: the resumed render (and any render before it) shows
  // the children, which hydrate the kept markup.
  const [later] = useState(() => (hydrating ? nextTask() : null));
  // Throwing a promise is how a component suspends (React's and Preact's Suspense protocol).
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (hydrating && later) throw later;
  return children;
}

/**
 * Hydrates `children` in a later task when the page is being hydrated; renders them at once otherwise
 * (on the server, on a page the browser rendered, on later renders). `children` must render exactly one
 * element: Preact keeps the one node a suspended component had on the page.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  // The server renders the part as it is: only the browser's hydration waits.
  if (import.meta.env.SSR) return children;
  return (
    <Suspense fallback={null}>
      <Suspending>{children}</Suspending>
    </Suspense>
  );
}
