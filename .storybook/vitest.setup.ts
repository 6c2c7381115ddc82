import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { freshStoryFile } from '../apps/web/src/testing/fresh-story-file.ts';

// Story files share one page and module graph (vitest.config.ts): each starts from clean storage,
// signed out and online, whatever the file before it left.
freshStoryFile();

// Project annotations (preview.tsx + every addon's preview, a11y included) are applied by
// @storybook/addon-vitest itself since Storybook 10.3; applying them here as well
// would switch that off, so this file only adds the visual comparison.

// Stable pixels: no animations, transitions or blinking caret in screenshots.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;
document.head.append(freeze);

async function imagesSettled(): Promise<void> {
  const images = Array.from(document.images);
  for (const img of images) img.loading = 'eager';
  await Promise.all(
    images.map((img) =>
      img.complete
        ? img.decode().catch(() => undefined)
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
}

/** Stories of `packages/ui` (the primitives), compared in both themes. */
const isDesignSystemStory = (filepath: string): boolean => filepath.replaceAll('\\', '/').includes('/packages/ui/');

/** After every story (render, play function, a11y check): compare the page with its committed reference. */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  await document.fonts.ready;
  await imagesSettled();
  // Options (tolerance, animations off, caret hidden) live in vitest.config.ts browser.expect.toMatchScreenshot.
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();

  // The same state in the other theme (`<Story>-2-...png`) for the design system's stories: every
  // primitive is compared in light and dark. App screens are built from those primitives, so they take
  // one screenshot each and show dark through their own `globals: { theme: 'dark' }` stories (half the
  // screenshots, about two minutes of the browser suite). Stories that already render dark have nothing
  // more to show.
  const root = document.documentElement;
  if (root.classList.contains('dark') || !isDesignSystemStory(context.task.file.filepath)) return;
  root.classList.add('dark');
  try {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
  } finally {
    root.classList.remove('dark');
  }
});
