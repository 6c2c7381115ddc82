import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Rollup } from 'vite';
import { fontsStylesheet, FONTS_STYLESHEET_PLACEHOLDER } from './fonts-stylesheet.ts';

const PAGE = `<script>var fonts = '${FONTS_STYLESHEET_PLACEHOLDER}';</script>`;

/** The plugin's transformIndexHtml handler, run with a build's bundle (its file names) or none (development). */
function transform(html: string, fileNames?: string[]): string {
  const hook = fontsStylesheet.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const bundle = fileNames && (Object.fromEntries(fileNames.map((name) => [name, {}])) as Rollup.OutputBundle);
  const context = { path: '/index.html', filename: 'index.html', ...(bundle && { bundle }) } as IndexHtmlTransformContext;
  return hook.handler.call({} as never, html, context) as string;
}

describe('fontsStylesheet', () => {
  it("names the build's fonts stylesheet in the page", () => {
    const html = transform(PAGE, ['assets/index-1.js', 'assets/index-2.css', 'assets/fonts-Ab_3.css', 'assets/fonts-manager-4.js']);
    expect(html).toBe(`<script>var fonts = '/assets/fonts-Ab_3.css';</script>`);
  });

  it('leaves it empty in development, where the app loads the stylesheet itself', () => {
    expect(transform(PAGE)).toBe(`<script>var fonts = '';</script>`);
  });

  it('fails a build without exactly one fonts stylesheet, or a page without the placeholder', () => {
    expect(() => transform(PAGE, ['assets/index-2.css'])).toThrow('found 0');
    expect(() => transform(PAGE, ['assets/fonts-1.css', 'assets/fonts-2.css'])).toThrow('found 2');
    expect(() => transform('<script></script>', ['assets/fonts-1.css'])).toThrow(FONTS_STYLESHEET_PLACEHOLDER);
  });
});
