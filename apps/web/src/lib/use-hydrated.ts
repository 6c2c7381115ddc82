import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration of a server-rendered page, true after (and at once on a page
 * rendered in the browser): for parts that only the browser can render (a portal into `document.body`),
 * so the first render in the browser is the server's (issue 35).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
