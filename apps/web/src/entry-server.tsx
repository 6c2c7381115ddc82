import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import { webRoutes, type RenderPage, type WebRoute } from '@gameshelf/contracts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { OUTLINED_PART, renderToHtml } from './app/server/render-to-html.ts';
import { settledQueries } from './app/server/settled-queries.ts';
import type { ServerState } from './app/server/server-state.ts';

/**
 * The public pages rendered on the server with their data (issue 35). Signed-in pages, admin pages and
 * the rest keep the shell and load on the client.
 */
const SERVER_RENDERED: readonly (keyof typeof webRoutes)[] = [
  'home',
  'landing',
  'games',
  'game',
  'collectionDetail',
  'publicCollection',
  'user',
  'notices',
  'notice',
  'login',
];
const serverRenderedPaths = SERVER_RENDERED.map((name) => (webRoutes[name] as WebRoute).path);

/**
 * A private profile answers a guest with its name and a notice: its page is the shell, the same as a
 * missing profile's, so nothing in the HTML tells them apart (the previews' rule for page heads).
 */
const privateProfile = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && 'isPublicProfile' in data && data.isPublicProfile === false;

/**
 * The markup without `style` attributes (Radix writes a few: `outline:none` on a tab list). The strict
 * CSP refuses style attributes in a page's HTML, so a browser drops them anyway, with an error in its
 * console for each; hydration never writes attributes back. Preact escapes `"` in text, so ` style="`
 * can only be an attribute.
 */
const withoutStyleAttributes = (html: string): string => html.replace(/ style="[^"]*"/g, '');

/** `<` escaped, so no text in the data (a title holding `</script>`) can close the JSON block. */
const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Each render's own `fetch`: renders run concurrently, and one may record what it reads (the API's
 * kept renders), so the API client asks whichever render it runs for, never a process-wide transport.
 */
const renderFetch = new AsyncLocalStorage<Parameters<RenderPage>[1]>();
setApiFetch((path, init) => {
  const fetch = renderFetch.getStore();
  if (!fetch) return Promise.reject(new Error(`API read outside a server render: ${path}`));
  return fetch(path, init);
});

/**
 * The server entry (built by `vite build --ssr` to dist-server/entry-server.js, loaded by the API): runs the
 * URL's lazy route and loader through the same route tree as the browser, waits for the queries the loader
 * started, and renders the screen with them. A page whose data did not all load (a private collection, a
 * missing game) or that redirects is not rendered: the shell loads it on the client as before.
 */
export const renderPage: RenderPage = (url, fetch) => renderFetch.run(fetch, () => renderWithData(url));

async function renderWithData(url: string): ReturnType<RenderPage> {
  const pathname = new URL(url, 'http://server.invalid').pathname;
  if (!serverRenderedPaths.some((path) => matchPath(path, pathname))) return null;
  const queryClient = createQueryClient();
  // One answer per query: a failure leaves the page to the browser instead of retrying here.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://server.invalid')));
  if (context instanceof Response || context.errors) return null;
  if (!(await settledQueries(queryClient))) return null;
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => privateProfile(query.state.data))
  )
    return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const screen = () =>
    renderToHtml(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  let html = await screen();
  // A lazy part whose chunk had not loaded yet (the first render after a start) is sent later in the
  // stream, as a template and an inline script that the CSP refuses. It has loaded by the stream's end,
  // so a second render has it in place.
  if (OUTLINED_PART.test(html)) html = await screen();
  if (OUTLINED_PART.test(html)) return null;
  const state: ServerState = {
    loaderData: context.loaderData,
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  return { html: withoutStyleAttributes(html), stateJson: jsonForScript(state) };
}
