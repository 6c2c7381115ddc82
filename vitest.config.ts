import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';
import { pageModules } from './apps/web/vite.config.ts';
import { preactAliases, preactDedupe, preactTestAliases } from './apps/web/build/preact-aliases.ts';

/** Debian's Chromium; never a downloaded browser (see TOOLCHAIN.md). */
export const chromiumProvider = (options: Omit<Parameters<typeof playwright>[0] & object, 'launchOptions'> = {}) =>
  playwright({
    ...options,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  });

/** Pre-bundled up front: discovering them mid-run reloads the page and loads React twice. */
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-tabs',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
  'lucide-react',
  'axe-core',
  'vitest-browser-react',
  'vaul',
  'embla-carousel-react',
  // Notice markdown to HTML (@gameshelf/contracts/notice-html, used by the mocks and the notice editor):
  // listed so a first run does not reload the page to optimise them.
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-rehype',
  'rehype-sanitize',
  'rehype-stringify',
];

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Stories are not a production build, so vite-plugin-pwa is not there to provide `virtual:pwa-register`
 * (apps/web/src/lib/pwa/register-service-worker.ts, loaded only in production builds). Without a
 * resolution Vite's dependency scan fails, skips pre-bundling and reloads tests mid-run.
 */
const pwaRegisterForStories: Plugin = {
  name: 'gameshelf:pwa-register-for-stories',
  enforce: 'pre',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register-for-stories' : null),
  load: (id) => (id === '\0pwa-register-for-stories' ? 'export const registerSW = () => async () => {};' : null),
};

/** One headless Chromium at a fixed phone-sized viewport, so screenshots are comparable run to run. */
const browserProject = () => ({
  enabled: true,
  headless: true,
  // A window larger than the test viewport, so Vitest does not scale the page down in screenshots.
  provider: chromiumProvider({ contextOptions: { viewport: { width: 1280, height: 1100 } } }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 412, height: 915 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const },
      // Strict per-pixel colour threshold (pixelmatch's default 0.1 lets a shade-to-shade token change
      // like violet-700 -> purple-700 pass); anti-aliased pixels are still ignored, and up to 0.1% of
      // pixels may differ.
      comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.001 },
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        // The web's route table reads its pages' modules from a module the app's build generates.
        plugins: [pageModules],
        // Server rendering runs the app's React code on Preact, as the browser does.
        resolve: { alias: preactAliases, dedupe: preactDedupe },
        test: {
          name: 'node',
          environment: 'node',
          // One migrated database per engine for the whole run; each test's database starts as a copy.
          globalSetup: ['apps/api/test/global-setup.ts'],
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'mocks/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
            'packages/test-fakes/src/**/*.test.ts',
            'tests/contract-check/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), tailwindcss()],
        // Components are tested on Preact, as the app ships them.
        resolve: { alias: preactTestAliases, dedupe: preactDedupe },
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/ui/src/test/setup.ts'],
          browser: browserProject(),
        },
      },
      {
        plugins: [pwaRegisterForStories, storybookTest({ configDir: storybookDir })],
        resolve: { alias: preactTestAliases, dedupe: preactDedupe },
        optimizeDeps: { include: [...browserDeps, 'msw-storybook-addon', 'storybook/test'] },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Story files share one page and module graph per worker; vitest.setup.ts gives each file clean
          // storage, a signed-out store and an online device (fresh-story-file.ts). Measured: 263 -> 130 s for
          // the design system's stories.
          isolate: false,
          browser: browserProject(),
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          // One embedded database the build migrated and seeded; each test server starts on a copy.
          globalSetup: ['tests/e2e/global-setup.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
