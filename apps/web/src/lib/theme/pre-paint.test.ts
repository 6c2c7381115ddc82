import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fillPrePaintValues } from './pre-paint.ts';

const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const page = fillPrePaintValues(indexHtml);

/** Runs index.html's inline theme script against the given stored values; answers the root class and theme colour. */
function runPrePaintScript(stored: Record<string, string>) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  const classes = new Set<string>();
  let themeColor = /<meta name="theme-color" content="([^"]*)"/.exec(page)?.[1];
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const document = {
    documentElement: { classList: { add: (name: string) => classes.add(name) } },
    querySelector: (selector: string) =>
      selector === 'meta[name="theme-color"]' ? { setAttribute: (_name: string, value: string) => (themeColor = value) } : null,
  };
  runInNewContext(script, { localStorage, document });
  return { dark: classes.has('dark'), themeColor };
}

const session = (isAuthenticated: boolean, darkModeEnabled: boolean) =>
  JSON.stringify({ state: { isAuthenticated, user: isAuthenticated ? { darkModeEnabled } : null }, version: 0 });
const guestTheme = (isDarkMode: boolean) => JSON.stringify({ state: { isDarkMode }, version: 0 });

describe('index.html pre-paint theme script', () => {
  it('is filled in with the storage keys and theme colours', () => {
    expect(page).not.toMatch(/__[A-Z][A-Z0-9_]*__/);
    expect(page).toContain(`localStorage.getItem('auth-storage')`);
    expect(page).toContain(`localStorage.getItem('guest-theme-storage')`);
    expect(page).toContain(`<meta name="theme-color" content="#ffffff" />`);
    expect(page).toContain(`setAttribute('content', '#0f0f14')`);
  });

  it('applies the guest flag', () => {
    expect(runPrePaintScript({})).toEqual({ dark: false, themeColor: '#ffffff' });
    expect(runPrePaintScript({ 'guest-theme-storage': guestTheme(true) })).toEqual({ dark: true, themeColor: '#0f0f14' });
    expect(runPrePaintScript({ 'guest-theme-storage': guestTheme(false) })).toEqual({ dark: false, themeColor: '#ffffff' });
  });

  it("reads a signed-in user's flag first, and the guest's after sign-out", () => {
    const guestDark = { 'guest-theme-storage': guestTheme(true) };
    expect(runPrePaintScript({ ...guestDark, 'auth-storage': session(true, false) }).dark).toBe(false);
    expect(runPrePaintScript({ 'auth-storage': session(true, true) }).dark).toBe(true);
    expect(runPrePaintScript({ ...guestDark, 'auth-storage': session(false, false) }).dark).toBe(true);
  });

  it('stays light when storage holds something unreadable', () => {
    expect(runPrePaintScript({ 'guest-theme-storage': '{not json' })).toEqual({ dark: false, themeColor: '#ffffff' });
  });

  it('refuses an unknown placeholder', () => {
    expect(() => fillPrePaintValues(`<script>localStorage.getItem('__AUTH_STORAGE_KEYS__')</script>`)).toThrow(
      'index.html: unknown placeholder __AUTH_STORAGE_KEYS__',
    );
  });
});
