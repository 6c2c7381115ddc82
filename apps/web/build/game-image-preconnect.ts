import type { Plugin } from 'vite';
import { GAME_IMAGE_ORIGIN } from '../../../packages/contracts/src/catalog/images.ts';

/**
 * Most pages open with game covers from IGDB's CDN, another origin: the page asks for its connection
 * (DNS, TCP, TLS: three round trips on a phone's network) while the HTML still arrives, not when the
 * first cover is found.
 */
export const gameImagePreconnect: Plugin = {
  name: 'gameshelf:game-image-preconnect',
  transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preconnect', href: GAME_IMAGE_ORIGIN }, injectTo: 'head' }],
};
