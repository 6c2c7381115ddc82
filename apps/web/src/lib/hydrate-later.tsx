import { Suspense, useState, type ReactElement } from 'react';
import { nextTask } from './next-task.ts';

/**
 * Hydration in slices (issue 35). A server-rendered page is hydrated in one call, and on a phone the
 * whole screen at once is a task of hundreds of milliseconds in which a tap waits. Parts wrapped in
 * `HydrateLater` keep the server's markup and are hydrated afterwards, each in a task of its own:
 * Preact keeps the DOM of a component that suspends while hydrating and hydrates it when it resumes.
 * Until then the part shows as the server rendered it; its links work as plain links.
 */
let hydrating = false;
/** The tasks the parts of the hydration under way wait for. */
const waiting: Promise<void>[] = [];

/**
 * Runs the page's hydration call with slicing on: parts wrapped in `HydrateLater` wait for later tasks.
 * Resolves once every part has hydrated (a part renders in the task its wait ends in).
 */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  return Promise.all(waiting.splice(0)).then(nextTask);
}

/** A task of its own for a part that suspends while the page hydrates. */
function laterTask(): Promise<void> {
  const task = nextTask();
  waiting.push(task);
  return task;
}

function Suspending({ children }: { children: ReactElement }) {
  // Made while the page hydrates, thrown only then: the resumed render (and any render before it) shows
  // the children, which hydrate the kept markup.
  const [later] = useState(() => (hydrating ? laterTask() : null));
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
