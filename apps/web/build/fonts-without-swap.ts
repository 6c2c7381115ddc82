import type { Plugin } from 'vite';

/**
 * The production build's fonts never swap in after the first paint (`font-display: optional` instead of
 * the `swap` Pretendard's stylesheet asks for). Pages arrive rendered from the server (issue 35), so
 * their text paints before the web font has loaded; a swap then reflowed it, and a long notice moved
 * by a fifth of the screen (Lighthouse CLS 0.208). With `optional` a first visit keeps the system's
 * Korean font unless Pretendard is already there, and later pages use the cached font from their first
 * paint. Stories and component tests keep `swap` (their screenshots wait for the font).
 */
export const fontsWithoutSwap: Plugin = {
  name: 'gameshelf:fonts-without-swap',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
      const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
      file.source = css.replace(/font-display:\s*swap/g, 'font-display:optional');
    }
  },
};
