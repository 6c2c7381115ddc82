import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The app's code is written against React's APIs and types, and runs on Preact (docs/decisions.md,
 * "Server-rendered pages and link previews (issue 35)"): every import of React's packages, from our code
 * and from node_modules alike, resolves to `preact/compat`. Used by the web build and its development
 * server (apps/web/vite.config.ts), the component tests and the stories (vitest.config.ts,
 * .storybook/main.ts), so tests run what ships.
 *
 * Exact matches only: `react` must not catch `react-markdown` or `react-router-dom`.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // Server rendering in Node: renderToString, renderToPipeableStream and renderToReadableStream
  // (preact-render-to-string). Bundled for a browser, this path exports renderToString only.
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  // Storybook's React renderer falls back to it for act() (Preact's compat has no React.act).
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // The compat builds of the JSX runtimes import preact/compat first, so its React-shaped props
  // (className, onChange on inputs, forwardRef's refs) apply to elements created by JSX too.
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The same for component tests and stories (vitest.config.ts): `react` also exports `act`, from
 * Preact's test utilities (preact-compat-with-act.js), as React 19's does.
 */
export const preactTestAliases: Alias[] = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./preact-compat-with-act.js', import.meta.url)) },
  ...preactAliases.filter((alias) => String(alias.find) !== String(/^react$/)),
];

/** One copy of Preact in every bundle, whichever workspace imports it. */
export const preactDedupe = ['preact'];
