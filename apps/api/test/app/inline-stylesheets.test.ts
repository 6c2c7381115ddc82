import { describe, expect, it } from 'vitest';
import { withInlineStylesheets } from '../../src/plugins/index-html.ts';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;

describe('withInlineStylesheets', () => {
  it("puts the build's stylesheet in the page, its link kept disabled for the app's chunk loader", () => {
    const html = page('<link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/index-x.css">');
    const read = (href: string) => (href === '/assets/index-x.css' ? 'body{color:red}' : null);
    expect(withInlineStylesheets(html, read)).toBe(
      page(
        '<link rel="modulepreload" href="/assets/a.js"><style>body{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-x.css" disabled>',
      ),
    );
  });

  it('keeps a link it cannot read, and one whose text could close the element early', () => {
    const html = page('<link rel="stylesheet" href="/assets/gone.css"><link rel="stylesheet" href="/assets/odd.css">');
    const read = (href: string) => (href === '/assets/odd.css' ? 'a{content:"</STYLE><script>alert(1)</script>"}' : null);
    expect(withInlineStylesheets(html, read)).toBe(html);
  });
});
