import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { preactAliases, preactDedupe } from '../apps/web/build/preact-aliases.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-themes'],
  // mockServiceWorker.js (msw init .storybook/public) is served from the root, and so are the web
  // app's own files (the built-in banner pictures under /banners/).
  staticDirs: ['./public', '../apps/web/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Stories render on Preact, as the app ships (apps/web/build/preact-aliases.ts).
    return mergeConfig(viteConfig, { plugins: [tailwindcss()], resolve: { alias: preactAliases, dedupe: preactDedupe } });
  },
};

export default config;
