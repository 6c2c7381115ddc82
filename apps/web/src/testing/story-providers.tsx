import { useState, type ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, Outlet, parsePath, RouterProvider, useLocation, type Location } from 'react-router-dom';
import { ToastProvider } from '@gameshelf/ui';
import { freshStoryFile } from './fresh-story-file.ts';
import { useStoryFrame } from './story-frame.tsx';

// Storybook's own page (tests also call it per file, .storybook/vitest.setup.ts).
freshStoryFile();

/**
 * Where a story renders: `path` is the route pattern the story's component is mounted at,
 * `initialEntry` the URL the memory router starts on (defaults to `path`).
 * Set it with `parameters: { route: { path: '/game/:gameId', initialEntry: '/game/1' } }`.
 */
export interface StoryRoute {
  path: string;
  initialEntry?: string;
  /** Navigation state of the first entry (e.g. `{ activeTab: 'reviews' }`). */
  state?: unknown;
}

type StoryRouter = ReturnType<typeof createMemoryRouter>;

let currentRouter: StoryRouter | null = null;

/** The router of the story on screen, for play functions that assert on the URL. */
export function getStoryLocation(): Location {
  if (!currentRouter) throw new Error('No story router: add withStoryProviders to the story.');
  return currentRouter.state.location;
}

/** How the story router got to its current entry ('PUSH', 'REPLACE' or 'POP'), for replace-mode assertions. */
export function getStoryHistoryAction(): StoryRouter['state']['historyAction'] {
  if (!currentRouter) throw new Error('No story router: add withStoryProviders to the story.');
  return currentRouter.state.historyAction;
}

/** Moves the story router as a link, back or forward would (`-1` is the back button). */
export async function navigateStory(to: string | number): Promise<void> {
  if (!currentRouter) throw new Error('No story router: add withStoryProviders to the story.');
  await (typeof to === 'number' ? currentRouter.navigate(to) : currentRouter.navigate(to));
}

/** The current story URL's search parameters. */
export const getStorySearchParams = (): URLSearchParams => new URLSearchParams(getStoryLocation().search);

/** Fresh per story: no retries (error states show at once), nothing shared between stories. */
export function createStoryQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity } },
  });
}

/** Where a link took the story: shows the path, since the story mounts only one screen. */
function NavigatedAway() {
  const location = useLocation();
  return (
    <p className="p-gutter text-sm text-muted-foreground">
      이동한 주소: <code>{`${location.pathname}${location.search}`}</code>
    </p>
  );
}

/** The app's frame (see story-frame.tsx) around the routes. */
function FrameLayout() {
  const Frame = useStoryFrame();
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

function StoryApp({ Story, route }: { Story: ComponentType; route: StoryRoute }) {
  const [queryClient] = useState(createStoryQueryClient);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          Component: FrameLayout,
          children: [
            { path: route.path, Component: Story },
            { path: '*', Component: NavigatedAway },
          ],
        },
      ],
      {
        initialEntries: [
          route.state === undefined
            ? (route.initialEntry ?? route.path)
            : { ...parsePath(route.initialEntry ?? route.path), state: route.state },
        ],
      },
    ),
  );
  currentRouter = router;
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders the story as a screen of the app: a fresh QueryClient, a memory router at
 * `parameters.route`, and the app shell (header and navigation shown or hidden by route).
 * Data comes from MSW (`parameters.msw.handlers`, groups from @gameshelf/mocks).
 */
export const withStoryProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route as StoryRoute | undefined) ?? { path: '/' };
  return <StoryApp key={context.id} Story={Story} route={route} />;
};
