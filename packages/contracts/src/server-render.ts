/**
 * Server rendering (issue 35): what the web build's server entry (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-server/entry-server.js) offers the API, which loads it at run time. The web and the API
 * meet only over HTTP, so the entry reaches the API through the `fetch` it is given (the API answers it
 * in-process, as a guest).
 */

/** The id of the non-executed JSON block carrying a server-rendered page's state (router and queries). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** A page rendered on the server: the markup for `<div id="root">` and the state block's JSON (`<` escaped). */
export type ServerRenderedPage = { html: string; stateJson: string };

/**
 * Renders a URL (path and query) of the web app, its data read through `fetch`; null when the URL is not
 * a server-rendered page or its data did not load (a private collection, a missing game): the caller
 * serves the plain shell then.
 */
export type RenderPage = (
  url: string,
  fetch: (path: string, init?: RequestInit) => Promise<Response>,
) => Promise<ServerRenderedPage | null>;

/**
 * The id of the non-executed JSON block naming the chunks a server-rendered page's route needs beyond the
 * entry (an array of URLs): the page's script loader (apps/web/build/scripts-after-first-paint.ts)
 * preloads them with the entry, after the first paint.
 */
export const ROUTE_CHUNKS_ELEMENT_ID = 'route-chunks';
