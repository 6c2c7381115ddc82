/**
 * Pretendard's `@font-face` rules, a stylesheet of their own (packages/ui/src/fonts.css). A browser that
 * has the font gets it linked before the first paint by index.html's pre-paint script (same address,
 * build/fonts-stylesheet.ts); a first visit only reads it, to know which files its text needs, and
 * applies it with the next screen, when the page changes anyway.
 */
import fontsStylesheetUrl from '@gameshelf/ui/fonts.css?url';

/** Whether the page links the stylesheet already (index.html's pre-paint script, or an earlier call). */
const linked = (): boolean =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => new URL(link.href, location.href).pathname === new URL(fontsStylesheetUrl, location.href).pathname,
  );

/** The rules in use on the page from now on (already linked by index.html in a build: nothing to load). */
export function applyFontsStylesheet(): Promise<void> {
  if (linked()) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = fontsStylesheetUrl;
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error('The fonts stylesheet did not load')), { once: true });
  });
  document.head.appendChild(link);
  return loaded;
}

/**
 * The stylesheet's rules, read without applying them: adding `@font-face` rules to the page makes the
 * browser lay out all its text again (a long task on a phone), for a font the page does not use yet.
 */
export async function readFontsStylesheet(): Promise<CSSRule[]> {
  // Asked for as a stylesheet, as a link asks: Vite's development server answers this address with a
  // script module otherwise (the build's static file is the same either way).
  const response = await fetch(fontsStylesheetUrl, { priority: 'low', headers: { Accept: 'text/css' } });
  if (!response.ok) throw new Error(`The fonts stylesheet answered ${response.status}`);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await response.text());
  return [...sheet.cssRules];
}
