import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { GAME_IMAGE_ORIGIN } from '@gameshelf/contracts';
import { gameImagePreconnect } from './game-image-preconnect.ts';

describe('gameImagePreconnect', () => {
  it("puts a preconnect to IGDB's image host in every page's head", () => {
    const transform = gameImagePreconnect.transformIndexHtml as IndexHtmlTransformHook;
    const tags = transform.call(undefined as never, '<html></html>', {
      path: '/index.html',
      filename: 'index.html',
    }) as HtmlTagDescriptor[];
    expect(tags).toEqual([{ tag: 'link', attrs: { rel: 'preconnect', href: GAME_IMAGE_ORIGIN }, injectTo: 'head' }]);
    expect(GAME_IMAGE_ORIGIN).toBe('https://images.igdb.com');
  });
});
