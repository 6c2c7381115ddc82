import type { Plugin } from 'vite';

/** Where index.html's pre-paint script names the fonts stylesheet (`'%FONTS_STYLESHEET%'`). */
export const FONTS_STYLESHEET_PLACEHOLDER = '%FONTS_STYLESHEET%';

/** The build's file of Pretendard's `@font-face` rules (packages/ui/src/fonts.css, loaded lazily by the app). */
const FONTS_ASSET = /^assets\/fonts-[\w-]+\.css$/;

/**
 * Fills in index.html the address of the fonts stylesheet (src/lib/fonts/fonts-stylesheet.ts imports
 * it, so the build emits it with a hashed name): the pre-paint script links it, render-blocking, for a
 * browser that already has Pretendard. Empty in development, where the app's import loads it.
 */
export const fontsStylesheet: Plugin = {
  name: 'gameshelf:fonts-stylesheet',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!html.includes(FONTS_STYLESHEET_PLACEHOLDER)) throw new Error(`index.html: no ${FONTS_STYLESHEET_PLACEHOLDER}`);
      if (!context.bundle) return html.replace(FONTS_STYLESHEET_PLACEHOLDER, '');
      const files = Object.keys(context.bundle).filter((fileName) => FONTS_ASSET.test(fileName));
      if (files.length !== 1) throw new Error(`fonts-stylesheet: expected one fonts stylesheet in the build, found ${files.length}`);
      return html.replace(FONTS_STYLESHEET_PLACEHOLDER, `/${files[0]}`);
    },
  },
};
